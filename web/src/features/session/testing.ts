/** Test helper: an unsigned JWT-shaped string with the given claims (the client never verifies). */
const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const fakeJwt = (claims: Record<string, unknown>): string =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.sig`;
