/**
 * One username rule for users the API creates: a sign-up and a just-in-time SAML user with the same
 * e-mail get the same username (the local part, lower-cased, unsafe characters as `_`, cut to one
 * length, a suffix when taken).
 */
import { describe, expect, it } from 'vitest';
import { MockClock } from '../../mock-server/src/core/clock.ts';
import { createStore } from '../../mock-server/src/core/store/store.ts';
import { defaultModel } from '../../mock-server/src/core/store/model.ts';
import type { World } from '../../mock-server/src/core/world.ts';
import { createUser } from '../../mock-server/src/core/handlers/account/users.ts';
import { provisionUser } from '../../mock-server/src/core/handlers/identity/users.ts';

function emptyWorld(name: string): World {
  const clock = new MockClock(() => 0, Date.parse('2026-11-01T00:00:00.000Z'));
  return { name, config: { seed: 1, scale: 'small' }, clock, store: createStore({ model: defaultModel, clock }) };
}

const usernameOf = (world: World, userId: number): unknown => world.store.get('user', userId)?.username;

describe('username of a new user', () => {
  const emails = ['Jane.Doe+fleet@example.com', `${'a'.repeat(30)}.${'b'.repeat(25)}@example.com`, '@example.com'];
  it.each(emails)('sign-up and SAML give one username for %s', async (email) => {
    const signup = emptyWorld('signup');
    const saml = emptyWorld('saml');
    const a = await createUser(signup, { email, password: 'correct horse battery', hasDisabledNewsletter: false });
    const b = provisionUser(saml, email.toLowerCase(), 'Jane Doe');
    expect(a).toBeDefined();
    expect(usernameOf(signup, a!.userId)).toBe(usernameOf(saml, b.userId));
  });

  it('a taken name gets the first free suffix, whichever flow made the first one', async () => {
    const world = emptyWorld('both');
    const first = provisionUser(world, 'sam@one.example', 'Sam');
    const second = await createUser(world, {
      email: 'sam@two.example',
      password: 'correct horse battery',
      hasDisabledNewsletter: false,
    });
    expect(usernameOf(world, first.userId)).toBe('sam');
    expect(usernameOf(world, second!.userId)).toBe('sam2');
  });
});
