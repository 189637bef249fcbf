/**
 * The demo personas: who they are, what they show, and their fixed credentials.
 * The CLI prints this table and README documents it. Every password is `fleetmock-demo`.
 */

export const PERSONA_PASSWORD = 'fleetmock-demo';
/**
 * scrypt hash of PERSONA_PASSWORD with the fixed salt "fleetmock-demo-salt" (see store/password.ts
 * for the format). Precomputed so seeding stays fast and needs no node:crypto (browser demo).
 */
export const PERSONA_PASSWORD_HASH =
  'scrypt$16384$8$1$ZmxlZXRtb2NrLWRlbW8tc2FsdA==$qXA+dZ/G+EKsu27Yy3zzJk9nDPbW4FiLMmODSQ/nfjU=';
/** Fixed base32 TOTP secret of twofactor@fleetmock.test (RFC 6238, SHA-1, 6 digits, 30 s). */
export const TWOFACTOR_TOTP_SECRET = 'FLEETMOCKDEMOTWOFACTORSECRET2345';
export const PERSONA_DOMAIN = 'fleetmock.test';
/** Handle of the main paid organization. */
export const MAIN_ORG_HANDLE = 'acme';
/** SSO identifier of the seeded SAML identity provider. */
export const SSO_IDENTIFIER = 'acme-sso';

export interface Persona {
  key: string;
  email: string;
  username: string;
  /** Role in words, e.g. "organization administrator of acme". */
  role: string;
  /** What logging in as this persona demonstrates. */
  shows: string;
  /** `password`: POST /login_ with PERSONA_PASSWORD; `sso`: through the mock IdP page of SSO_IDENTIFIER. */
  login: 'password' | 'sso';
  totpSecret?: string;
}

const p = (key: string, role: string, shows: string, extra: Partial<Persona> = {}): Persona => ({
  key,
  email: `${key}@${PERSONA_DOMAIN}`,
  username: key,
  role,
  shows,
  login: 'password',
  ...extra,
});

export const personas: readonly Persona[] = [
  p('admin', 'platform admin (admin.home)', 'admin banner, every organization, login-as'),
  p(
    'support',
    'support agent (support.home)',
    'only fleets/devices with granted support access; expired grants hidden',
  ),
  p(
    'owner',
    'administrator of acme (production plan) and globex (pilot plan)',
    'full access, billing, members, teams, identity provider',
  ),
  p(
    'developer',
    'developer on acme fleets (direct fleet membership)',
    'device and release management, no fleet delete',
  ),
  p(
    'safe-developer',
    'safe-developer on acme fleets (through team Firmware)',
    'releases and fleet variables, cannot delete devices',
  ),
  p('operator', 'operator on acme fleets (direct fleet membership)', 'device actions and device variables'),
  p(
    'safe-operator',
    'safe-operator on acme fleets (through team Field Ops)',
    'device actions, cannot delete or configure devices',
  ),
  p('observer', 'observer on acme fleets (through team Auditors)', 'read-only views, no settings menus'),
  p('member', 'member of acme without fleet access', 'empty fleet list, read-only organization'),
  p('twofactor', 'developer on acme, 2FA enabled', 'login → /login/two-factor; TOTP with the secret below', {
    totpSecret: TWOFACTOR_TOTP_SECRET,
  }),
  p('unverified', 'member of acme, e-mail not verified', 'redirect to /user/verify-email/pending'),
  p(
    'free',
    'administrator of free-tinkerers (free plan)',
    'over the 10-device allowance, frozen devices dialog and banner',
  ),
  p('pastdue', 'administrator of pastdue-labs', 'invoice 35 days past due: error banner with days until freeze'),
  p('frozen', 'administrator of frozen-foods', 'invoice 65 days past due: organization frozen, redirect to billing'),
  p(
    'credits',
    'administrator of credits-co (production plan)',
    'credit bundles in every payment status, runway, notification',
  ),
  p(
    'saml.alice',
    `member of acme through the ${SSO_IDENTIFIER} identity provider (team SSO Users)`,
    'SAML login at /saml/acme-sso, no password, observer access',
    {
      email: `saml.alice@${SSO_IDENTIFIER}.test`,
      username: 'saml_alice',
      login: 'sso',
    },
  ),
];

/** The persona table as aligned plain text (for the CLI banner and README). */
export function formatPersonas(list: readonly Persona[] = personas): string {
  const rows = list.map((p) => [
    p.email,
    p.login === 'sso' ? `SSO ${SSO_IDENTIFIER}` : PERSONA_PASSWORD,
    p.role,
    p.totpSecret ? `TOTP ${p.totpSecret}` : '',
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => (i < 3 ? c.padEnd(widths[i] ?? 0) : c))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
