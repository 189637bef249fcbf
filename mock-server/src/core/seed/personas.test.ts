import { describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { verifyPassword } from '../store/password.ts';
import { credentialsByEmail } from '../store/private.ts';
import { PINNED_EPOCH, seed } from './index.ts';
import {
  PERSONA_PASSWORD,
  PERSONA_PASSWORD_HASH,
  TWOFACTOR_TOTP_SECRET,
  formatPersonas,
  personas,
} from './personas.ts';
import { FROZEN_PAST_DUE_DAYS, PAST_DUE_DAYS } from './orgs.ts';
import { FREE_DEVICE_ALLOWANCE } from './fleet-catalog.ts';
import { OWNER_API_KEY } from './identity.ts';
import { entry } from '../lists.ts';

const store = seed({ seed: 42, scale: 'small', epoch: PINNED_EPOCH });
const DAY = 86_400_000;
const org = (handle: string) => entry(store.find('organization', 'handle', handle), 0);

describe('personas', () => {
  it('all log in with fleetmock-demo (scrypt)', () => {
    expect(verifyPassword(PERSONA_PASSWORD, PERSONA_PASSWORD_HASH)).toBe(true);
    expect(verifyPassword('wrong', PERSONA_PASSWORD_HASH)).toBe(false);
    for (const p of personas) {
      const c = credentialsByEmail(store.priv, p.email.toUpperCase());
      expect(c?.passwordHash, p.email).toBe(p.login === 'sso' ? null : PERSONA_PASSWORD_HASH);
      expect(store.get('user', c!.userId)!.username).toBe(p.username);
    }
  });

  it('gives admin and support their platform roles and twofactor a working fixed TOTP secret', () => {
    expect(credentialsByEmail(store.priv, 'admin@fleetmock.test')!.platformRoles).toEqual(['admin']);
    expect(credentialsByEmail(store.priv, 'support@fleetmock.test')!.platformRoles).toEqual(['support_agent']);
    const twofa = credentialsByEmail(store.priv, 'twofactor@fleetmock.test')!;
    expect(twofa.twoFactorEnabled).toBe(true);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TWOFACTOR_TOTP_SECRET) });
    expect(totp.validate({ token: totp.generate({ timestamp: 0 }), timestamp: 0 })).toBe(0);
    expect(twofa.totpSecret).toBe(TWOFACTOR_TOTP_SECRET);
  });

  it('leaves unverified unverified and resolves the owner API key', () => {
    const u = credentialsByEmail(store.priv, 'unverified@fleetmock.test')!;
    expect(store.find('user_profile', 'is_of__user', u.userId)[0]).toMatchObject({
      is_verified: false,
      must_be_verified: true,
    });
    const key = store.priv.apiKeys.get(OWNER_API_KEY)!;
    expect(store.get('user', credentialsByEmail(store.priv, 'owner@fleetmock.test')!.userId)!.actor).toBe(key.actorId);
  });

  it('sets up the free, pastdue, frozen and credits organizations', () => {
    const epoch = Date.parse(PINNED_EPOCH);
    const free = entry(store.find('application', 'organization', org('free-tinkerers').id), 0);
    const devices = store.find('device', 'belongs_to__application', free.id);
    expect(devices.length).toBeGreaterThan(FREE_DEVICE_ALLOWANCE);
    expect(devices.filter((d) => d.is_frozen)).toHaveLength(devices.length - FREE_DEVICE_ALLOWANCE);
    expect(Date.parse(String(org('pastdue-labs').has_past_due_invoice_since__date))).toBe(epoch - PAST_DUE_DAYS * DAY);
    expect(org('frozen-foods')).toMatchObject({ is_frozen: true });
    expect(Date.parse(String(org('frozen-foods').has_past_due_invoice_since__date))).toBe(
      epoch - FROZEN_PAST_DUE_DAYS * DAY,
    );
    expect(store.find('credit_bundle', 'belongs_to__organization', org('credits-co').id)).toHaveLength(7);
  });

  it('gives the acme roles directly and through teams', () => {
    const seat = (key: string) => {
      const user = credentialsByEmail(store.priv, `${key}@fleetmock.test`)!.userId;
      const m = store
        .find('organization_membership', 'user', user)
        .find((x) => x.is_member_of__organization === org('acme').id)!;
      return store.value('organization_membership', m, 'effective_seat_role');
    };
    expect(
      ['owner', 'developer', 'safe-developer', 'operator', 'safe-operator', 'observer', 'member'].map(seat),
    ).toEqual(['administrator', 'developer', 'safe-developer', 'operator', 'safe-operator', 'observer', 'member']);
  });
});

describe('formatPersonas', () => {
  it('prints one aligned line per persona with the password or SSO and the TOTP secret', () => {
    const lines = formatPersonas().split('\n');
    expect(lines).toHaveLength(personas.length);
    expect(lines.find((l) => l.startsWith('twofactor@'))).toContain(`TOTP ${TWOFACTOR_TOTP_SECRET}`);
    expect(lines.find((l) => l.startsWith('owner@'))).toContain(PERSONA_PASSWORD);
    expect(lines.find((l) => l.startsWith('saml.alice@'))).toContain('SSO acme-sso');
  });
});
