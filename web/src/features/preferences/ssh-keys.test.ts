import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidSshKey, keysToImport, sshFingerprint } from './ssh-keys.ts';

const blob = Buffer.from('ssh-ed25519 test key material for fingerprinting 0123456789').toString('base64');
const ed = `ssh-ed25519 ${blob} me@laptop`;

describe('SSH keys (spec 01 §3, §5)', () => {
  it.each([
    [ed, true],
    [`ssh-rsa ${blob}`, true],
    [`ecdsa-sha2-nistp384 ${blob} comment with spaces`, true],
    [`ecdsa-sha2-nistp999 ${blob}`, false],
    [`ssh-foo ${blob}`, false],
    ['ssh-rsa', false],
    [`ssh-rsa not*base64`, false],
    ['', false],
  ])('%s valid: %s', (key, ok) => expect(isValidSshKey(key)).toBe(ok));

  it('fingerprint is the colon-separated MD5 of the decoded blob', () => {
    const expected = createHash('md5').update(Buffer.from(blob, 'base64')).digest('hex').match(/../g)!.join(':');
    expect(sshFingerprint(ed)).toBe(expected);
    const long = Buffer.alloc(200, 7).toString('base64');
    expect(sshFingerprint(`ssh-rsa ${long}`)).toBe(
      createHash('md5').update(Buffer.alloc(200, 7)).digest('hex').match(/../g)!.join(':'),
    );
    expect(sshFingerprint('ssh-rsa')).toBeNull();
  });

  it('import skips saved keys (ignoring comments) and names new ones "GitHub Key N"', () => {
    const other = `ssh-rsa ${Buffer.from('other').toString('base64')}`;
    expect(keysToImport([ed.replace(' me@laptop', ''), other, 'garbage'], [ed])).toEqual([
      { title: 'GitHub Key 1', publicKey: other },
    ]);
    expect(keysToImport([ed], [ed])).toEqual([]);
  });

  it('a later import numbers on past the titles already saved', () => {
    const other = `ssh-rsa ${Buffer.from('other').toString('base64')}`;
    const third = `ssh-rsa ${Buffer.from('third').toString('base64')}`;
    expect(keysToImport([ed, other, third], [ed], ['GitHub Key 1', 'GitHub Key 3'])).toEqual([
      { title: 'GitHub Key 2', publicKey: other },
      { title: 'GitHub Key 4', publicKey: third },
    ]);
  });
});
