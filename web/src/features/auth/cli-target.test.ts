import { describe, expect, it } from 'vitest';
import { cliLoginTarget } from './cli-target.ts';

describe('cliLoginTarget (spec 01 §2: localhost or an IP only)', () => {
  it.each([
    ['localhost:8989', 'http://localhost:8989/'],
    ['127.0.0.1:8989/auth', 'http://127.0.0.1:8989/auth'],
    ['http%3A%2F%2F127.0.0.1%3A8989%2Fauth', 'http://127.0.0.1:8989/auth'],
    ['http%253A%252F%252Flocalhost%253A8989%252Fauth', 'http://localhost:8989/auth'],
    ['192.168.1.20:1234', 'http://192.168.1.20:1234/'],
    ['[::1]:8989', 'http://[::1]:8989/'],
    ['evil.test:8989', null],
    ['localhost.evil.test', null],
    ['http://user:pw@localhost:1/', null],
    ['999.1.1.1', null],
    ['', null],
    ['%E0%A4%A', null],
  ])('%s → %s', (splat, expected) => expect(cliLoginTarget(splat)).toBe(expected));
});
