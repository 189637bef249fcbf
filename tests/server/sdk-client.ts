/**
 * A pinejs-client-core client (the URL builder the balena SDK uses, api-ground-truth §1.2) whose
 * transport is Fastify's `inject`, so SDK-shaped URLs hit the real pipeline in process.
 */
import type { FastifyInstance } from 'fastify';
import { PinejsClientCore, StatusError } from 'pinejs-client-core';
import { checkResponse } from './contract.ts';

/** Thrown like balena-request: status code plus the raw body text (the SDK's upsert reads `.body`). */
export class RequestError extends StatusError {
  constructor(
    statusCode: number,
    readonly body: string,
  ) {
    super(`Request error: ${body}`, statusCode);
  }
}

export class InjectPine extends PinejsClientCore {
  /** Every URL the client built, in order. */
  readonly urls: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly token?: string,
  ) {
    super({ apiPrefix: '/v7/' });
  }

  async _request({ method, url, body }: { method: string; url: string; body?: object }): Promise<NonNullable<unknown>> {
    this.urls.push(url);
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      payload: body ? JSON.stringify(body) : undefined,
    });
    checkResponse(method, url, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
    if (res.statusCode >= 400) throw new RequestError(res.statusCode, res.body);
    return res.body ? (JSON.parse(res.body) as NonNullable<unknown>) : {};
  }
}

/** The status a pine write answers: 200, or the status pinejs-client threw for (it throws on >= 400). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (err) {
    if (err instanceof RequestError) return err.statusCode;
    throw err;
  }
}
