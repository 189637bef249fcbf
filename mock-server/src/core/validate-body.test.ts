/** validateBody: the 400 texts every route family answers for a bad body. */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { zApiKeyV2Request, zTicketSubmission, zChangePasswordRequest } from '../../../generated/zod/zod.gen.ts';
import { BODY_NOT_OBJECT, BODY_REQUIRED, validateBody } from './validate-body.ts';
import { ACCOUNT_BODY } from './handlers/account/guards.ts';
import { PASSWORD_LENGTH_MESSAGE } from './handlers/account/constants.ts';
import { adminRules } from './handlers/mock-admin/respond.ts';
import { json, type CoreResponse } from './http.ts';

/** The status and JSON value of a failed validation. */
function failure(result: ReturnType<typeof validateBody>): { status: number; value: unknown } {
  if (result.ok) throw new Error('expected a failure');
  const { status, body } = result.response as CoreResponse & { body: { kind: 'json'; value: unknown } };
  return { status, value: body.value };
}

describe('validateBody', () => {
  test('answers the parsed value', () => {
    expect(validateBody(zChangePasswordRequest, { password: 'long enough' })).toEqual({
      ok: true,
      value: { password: 'long enough' },
    });
  });

  test('a missing or non-object body is a 400 naming it', () => {
    expect(failure(validateBody(zChangePasswordRequest, undefined))).toEqual({ status: 400, value: BODY_NOT_OBJECT });
    expect(failure(validateBody(zChangePasswordRequest, [1]))).toEqual({ status: 400, value: BODY_NOT_OBJECT });
    expect(failure(validateBody(zChangePasswordRequest, 'text'))).toEqual({ status: 400, value: BODY_NOT_OBJECT });
    expect(failure(validateBody(zChangePasswordRequest, undefined, { absentMessage: BODY_REQUIRED }))).toEqual({
      status: 400,
      value: BODY_REQUIRED,
    });
  });

  test('an optional body may be left out', () => {
    const schema = z.object({ name: z.string().optional() });
    expect(validateBody(schema, undefined, { optional: true })).toEqual({ ok: true, value: {} });
    expect(validateBody(schema, null, { optional: true })).toEqual({ ok: true, value: {} });
  });

  test('names a missing field, else the first invalid one with its problem', () => {
    expect(failure(validateBody(zApiKeyV2Request, { actorType: 'user', roles: ['device-api-key'] })).value).toBe(
      'actorTypeId is required',
    );
    expect(
      failure(validateBody(zApiKeyV2Request, { actorType: 'user', actorTypeId: 1, roles: ['nope'] })).value,
    ).toMatch(/^Invalid roles\.0: /);
  });

  test('a missing nested field is named by its full path', () => {
    const ticket = { subject: 'Help', comment: {} };
    expect(failure(validateBody(zTicketSubmission, ticket)).value).toBe('comment.body is required');
  });

  test('the account rules give the spec wording for a password length', () => {
    expect(failure(validateBody(zChangePasswordRequest, { password: 'short' }, ACCOUNT_BODY)).value).toBe(
      PASSWORD_LENGTH_MESSAGE,
    );
    expect(failure(validateBody(zChangePasswordRequest, { password: 'short' })).value).toMatch(/^Invalid password: /);
  });

  test('reply wraps the text in another envelope', () => {
    const reply = (message: string): CoreResponse => json(402, { error: { message } });
    expect(failure(validateBody(zChangePasswordRequest, {}, { reply }))).toEqual({
      status: 402,
      value: { error: { message: 'password is required' } },
    });
  });

  test('the admin rules answer every schema issue, and treat no body as {}', () => {
    const schema = z.object({ at: z.string(), ms: z.number().optional() }).strict();
    expect(failure(validateBody(schema, { ms: 'x' }, adminRules('clock change')))).toEqual({
      status: 400,
      value: {
        error: 'Invalid clock change: at: Invalid input: expected string, received undefined',
        issues: [
          { path: 'at', message: 'Invalid input: expected string, received undefined' },
          { path: 'ms', message: 'Invalid input: expected number, received string' },
        ],
      },
    });
    expect(validateBody(z.object({ at: z.string().optional() }), undefined, adminRules())).toEqual({
      ok: true,
      value: {},
    });
    expect(failure(validateBody(schema, 'text', adminRules())).value).toMatchObject({
      error: 'Invalid request body: (root): Invalid input: expected object, received string',
    });
  });
});
