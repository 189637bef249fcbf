import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors.ts';
import { authErrorCode, resetErrorText } from './reset-errors.ts';

const now = Date.parse('2024-05-01T10:00:00Z');
const err = (status: number, body: unknown) => new ApiError({ status, body });

describe('password reset errors (spec 01 §8)', () => {
  it.each([
    [err(400, { code: 1 }), 'A two-factor authentication code is required'],
    [err(400, { code: '2', message: 'x' }), 'The two-factor authentication code is invalid'],
    [err(400, { error: { code: 3 } }), 'The password reset link has expired'],
    [err(400, { code: 4 }), 'The password reset link is invalid'],
    [err(400, { code: 99, message: 'Other problem' }), 'Other problem'],
    [err(429, undefined), 'Too many requests.'],
    [err(429, 'Too Many Requests'), 'Too Many Requests try again shortly'],
    [
      err(429, { message: 'Slow down.', nextValidRequestDate: '2024-05-01T10:05:00Z' }),
      'Slow down. action will be available again in 5 minutes',
    ],
    [err(429, { message: 'Slow down.', nextValidRequestDate: '2024-05-01T09:00:00Z' }), 'Slow down. try again shortly'],
    [err(500, undefined), 'An error has occurred'],
  ])('%#', (e, text) => expect(resetErrorText(e, now)).toBe(text));

  it('reads no code from non-API errors', () => {
    expect(authErrorCode(new Error('x'))).toBeNull();
    expect(authErrorCode(err(400, 'text'))).toBeNull();
  });
});
