import { describe, expect, it } from 'vitest';
import { json, text, type CoreResponse } from '../http.ts';
import {
  boundedJson,
  captureResponse,
  holdResponse,
  JOURNAL_RESPONSE_BODY_LIMIT,
  redactText,
  resolveHeld,
} from './response.ts';
import { Journal } from './journal.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJlLXBhcnQ';

describe('boundedJson', () => {
  it('serialises like JSON.stringify when under the limit', () => {
    const value = { a: 1, b: [true, null, 'x"y'], c: { d: undefined, e: new Date(0) }, f: [undefined] };
    expect(boundedJson(value, 1000)).toEqual({ text: JSON.stringify(value), truncated: false });
  });

  it('stops at the limit without serialising the rest', () => {
    let touched = 0;
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      get id() {
        touched++;
        return i;
      },
      name: `device-${i}`,
    }));
    const out = boundedJson({ d: rows }, 1024);
    expect(out.truncated).toBe(true);
    expect(out.text).toHaveLength(1024);
    expect(JSON.stringify({ d: rows }).startsWith(out.text)).toBe(true);
    // Only the rows before the cut were read (the full stringify above read each once more).
    expect(touched - 20_000).toBeLessThan(100);
  });
});

describe('captureResponse', () => {
  it('keeps headers and the JSON body as text', () => {
    const res = json(200, { d: [{ id: 1 }] }, { 'x-total': '1' });
    expect(captureResponse(res, 'listDevice')).toEqual({
      headers: { 'content-type': 'application/json', 'x-total': '1' },
      body: '{"d":[{"id":1}]}',
      truncated: false,
      note: null,
    });
  });

  it('cuts a large body at 16 KiB, from the cached text when the read cache has it', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, device_name: `device-${i}` }));
    const raw = JSON.stringify({ d: rows });
    const cached: CoreResponse = { status: 200, body: { kind: 'json', value: { d: rows }, raw } };
    const fresh = captureResponse(json(200, { d: rows }), 'listDevice');
    const fromCache = captureResponse(cached, 'listDevice');
    for (const c of [fresh, fromCache]) {
      expect(c.truncated).toBe(true);
      expect(c.body).toHaveLength(JOURNAL_RESPONSE_BODY_LIMIT);
      expect(raw.startsWith(c.body ?? '')).toBe(true);
    }
    const short = captureResponse(text(200, 'OK'), 'ping');
    expect(short).toMatchObject({
      body: 'OK',
      truncated: false,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  });

  it('redacts secret-named values, JWTs, credential answers and cookie headers', () => {
    const res = json(
      200,
      { user: { username: 'owner', password: 'hunter2', api_key: 'k-123', note: `bearer ${JWT}` }, token: null },
      { 'set-cookie': 'session=abc', 'x-request-id': 'r1' },
    );
    const c = captureResponse(res, 'getUser');
    expect(c.headers['set-cookie']).toBe('[redacted]');
    expect(c.headers['x-request-id']).toBe('r1');
    expect(JSON.parse(c.body ?? '')).toEqual({
      user: { username: 'owner', password: '[redacted]', api_key: '[redacted]', note: 'bearer [redacted]' },
      token: null,
    });
    expect(captureResponse(text(200, 'Zk9vYmFyLWFwaS1rZXk'), 'createUserApiKey').body).toBe('[redacted]');
    expect(captureResponse(text(200, JWT), 'login').body).toBe('[redacted]');
    // A refused login answers an error text, kept.
    expect(captureResponse(text(401, 'Unauthorized'), 'login').body).toBe('Unauthorized');
    expect(captureResponse(res, 'getUser', true).body).toContain('hunter2');
  });

  it('redacts a secret value cut off by the limit', () => {
    expect(redactText('{"a":1,"password":"hunt')).toBe('{"a":1,"password":"[redacted]');
  });

  it('notes bodies it does not keep', () => {
    expect(
      captureResponse(
        { status: 200, body: { kind: 'bytes', value: new Uint8Array(3), contentType: 'image/png' } },
        null,
      ),
    ).toEqual({ headers: { 'content-type': 'image/png' }, body: null, truncated: false, note: 'binary' });
    expect(captureResponse({ status: 200, body: { kind: 'destroy' } }, null).note).toBe('dropped');
    expect(captureResponse({ status: 204, body: { kind: 'empty' } }, null)).toMatchObject({ body: null, note: null });
  });
});

describe('holdResponse', () => {
  it('keeps the answer as it was sent although the handler changes its object later', () => {
    const row = { id: 1, device_name: 'before', api_key: 'k-1' };
    const { held, res } = holdResponse(json(200, { d: [row] }), 'getDevice');
    // The answer carries the JSON text made for the journal: the adapter sends that text.
    expect(res.body).toMatchObject({ kind: 'json', raw: '{"d":[{"id":1,"device_name":"before","api_key":"k-1"}]}' });
    row.device_name = 'after';
    expect(resolveHeld(held).body).toBe('{"d":[{"id":1,"device_name":"before","api_key":"[redacted]"}]}');
  });

  it('holds a large cached read by its bytes and shows the same 16 KiB cut as its text', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, device_name: `dévice-${i}` }));
    const raw = JSON.stringify({ d: rows });
    const bytes = new TextEncoder().encode(raw);
    const { held } = holdResponse({ status: 200, body: { kind: 'json', value: null, raw, bytes } }, 'listDevice');
    expect(held.chars).toBe(JOURNAL_RESPONSE_BODY_LIMIT);
    expect(resolveHeld(held)).toMatchObject({ body: raw.slice(0, JOURNAL_RESPONSE_BODY_LIMIT), truncated: true });
  });
});

describe('journal response budget', () => {
  const entry = (n: number, body: string) => ({
    receivedAt: n,
    method: 'GET',
    path: '/v7/device',
    rawQuery: '',
    body: null,
    status: 200,
    actor: null,
    session: 'default',
    operationId: null,
    resource: null,
    device: null,
    faults: [],
    response: { headers: {}, body, truncated: false, note: null },
  });

  it('drops the oldest bodies once the journal holds its budget of them', () => {
    const j = new Journal(100, 1000);
    for (let i = 0; i < 5; i++) j.recordRaw(entry(i, 'x'.repeat(300)));
    expect(j.heldResponseChars).toBeLessThanOrEqual(1000);
    const list = j.list();
    expect(list.map((e) => e.response?.note)).toEqual(['evicted', 'evicted', null, null, null]);
    expect(list[0]?.response).toMatchObject({ body: null, headers: {} });
    expect(list[4]?.response?.body).toHaveLength(300);
  });

  it('evicts held answers too, before and after they were read', () => {
    const j = new Journal(100, 1000);
    const held = (n: number) => ({ ...entry(n, ''), response: holdResponse(text(200, 'z'.repeat(400)), null).held });
    j.recordRaw(held(0));
    expect(j.list()[0]?.response?.body).toHaveLength(400);
    for (let i = 1; i < 4; i++) j.recordRaw(held(i));
    expect(j.heldResponseChars).toBeLessThanOrEqual(1000);
    expect(j.list().map((e) => e.response?.note)).toEqual(['evicted', 'evicted', null, null]);
    expect(j.list()[0]?.response).toMatchObject({
      body: null,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  });

  it('keeps the headers of an evicted held answer redacted, and kept with --journal-secrets', () => {
    for (const keep of [false, true]) {
      const j = new Journal(100, 500);
      const res: CoreResponse = {
        status: 200,
        headers: { 'set-cookie': 's=1' },
        body: { kind: 'text', value: 'a'.repeat(400) },
      };
      for (let i = 0; i < 2; i++) j.recordRaw({ ...entry(i, ''), response: holdResponse(res, null, keep).held });
      expect(j.list()[0]?.response).toMatchObject({
        body: null,
        truncated: false,
        note: 'evicted',
        headers: { 'set-cookie': keep ? 's=1' : '[redacted]' },
      });
    }
  });

  it('releases the bodies of entries that leave the ring', () => {
    const j = new Journal(3, 10_000);
    for (let i = 0; i < 10; i++) j.recordRaw(entry(i, 'y'.repeat(100)));
    expect(j.heldResponseChars).toBe(300);
    j.clear();
    expect(j.heldResponseChars).toBe(0);
  });
});
