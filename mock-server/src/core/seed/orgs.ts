/**
 * Organizations, memberships in every role, membership tags, teams and organization invites
 * (spec 01 §3/§6), plus the persona users. Billing state (plans, past due, frozen) is set here on
 * the organization rows; subscriptions and invoices come from billing.ts.
 */
import { add, DAY_MS, at, daysAgo, maybeAdd, type SeedContext } from './context.ts';
import { createUser, fakeUsername } from './people.ts';
import { MAIN_ORG_HANDLE, PERSONA_DOMAIN, personas, type Persona } from './personas.ts';
import type { ScaleConfig } from './scales.ts';
import { hostile } from './hostile.ts';
import { entry } from '../lists.ts';

export interface OrgSpec {
  handle: string;
  name: string;
  plan: string;
  admins: string[];
  members: string[];
  pastDueDays?: number;
  frozen?: boolean;
}

/** Past-due ages of the pastdue and frozen personas' organizations (spec 03 §4: warn 30, freeze 60). */
export const PAST_DUE_DAYS = 35;
export const FROZEN_PAST_DUE_DAYS = 65;

const ACME_MEMBERS = [
  'developer',
  'safe-developer',
  'operator',
  'safe-operator',
  'observer',
  'member',
  'twofactor',
  'unverified',
];

const BASE_ORGS: readonly OrgSpec[] = [
  { handle: MAIN_ORG_HANDLE, name: 'Acme IoT', plan: 'production-v2', admins: ['owner'], members: ACME_MEMBERS },
  { handle: 'globex', name: 'Globex Robotics', plan: 'pilot-v2', admins: ['owner'], members: ['developer'] },
  { handle: 'free-tinkerers', name: 'Free Tinkerers', plan: 'free', admins: ['free'], members: [] },
  {
    handle: 'pastdue-labs',
    name: 'Pastdue Labs',
    plan: 'prototype-v2',
    admins: ['pastdue'],
    members: [],
    pastDueDays: PAST_DUE_DAYS,
  },
  {
    handle: 'frozen-foods',
    name: 'Frozen Foods Co',
    plan: 'prototype-v2',
    admins: ['frozen'],
    members: [],
    pastDueDays: FROZEN_PAST_DUE_DAYS,
    frozen: true,
  },
  { handle: 'credits-co', name: 'Credits & Co', plan: 'production-v2', admins: ['credits'], members: [] },
];

/** Teams of the main organization and the persona each grants fleet access to (spec 02 §6). */
export const ACME_TEAMS: readonly { name: string; members: string[]; appRole: string | null }[] = [
  { name: 'Firmware', members: ['safe-developer'], appRole: 'safe-developer' },
  { name: 'Field Ops', members: ['safe-operator'], appRole: 'safe-operator' },
  { name: 'Auditors', members: ['observer'], appRole: 'observer' },
  { name: 'Platform', members: [], appRole: 'developer' },
  { name: 'SSO Users', members: [], appRole: 'observer' },
];

function personaUser(ctx: SeedContext, p: Persona): void {
  createUser(ctx, {
    username: p.username,
    email: p.email,
    persona: p.key,
    platformRoles: p.key === 'admin' ? ['admin'] : p.key === 'support' ? ['support_agent'] : [],
    totpSecret: p.totpSecret,
    verified: p.key !== 'unverified',
    firstName: p.key.replace(/^./, (c) => c.toUpperCase()),
    lastName: 'Persona',
    company: p.key === 'owner' ? 'Acme IoT' : null,
  });
}

export function membership(ctx: SeedContext, user: number, org: number, role: 'administrator' | 'member'): number {
  return add(ctx, 'organization_membership', {
    user,
    is_member_of__organization: org,
    organization_membership_role: ctx.ids.get(`role:org:${role}`),
    created_at: daysAgo(ctx, 10, 700),
  }).id;
}

export function organization(ctx: SeedContext, spec: OrgSpec): number {
  const org = add(ctx, 'organization', {
    name: spec.name,
    handle: spec.handle,
    created_at: daysAgo(ctx, 400, 1200),
    company_name: spec.name,
    billing_account_code: spec.plan === 'free' ? null : `acct_${spec.handle}`,
    has_past_due_invoice_since__date: spec.pastDueDays ? at(ctx, -spec.pastDueDays * DAY_MS) : null,
    is_frozen: spec.frozen ?? false,
    industry: ctx.faker.commerce.department(),
    website: `https://${spec.handle}.example.com`,
    logo_image:
      spec.handle === MAIN_ORG_HANDLE
        ? { filename: 'acme.png', href: `/organization/${spec.handle}/logo.png`, content_type: 'image/png', size: 2048 }
        : null,
    is_using__billing_version: 'v2',
    is_enforcing_saml_login: false,
  }).id;
  ctx.ids.set(`org:${spec.handle}`, org);
  return org;
}

/** Persona users, generated users, organizations, memberships, teams and invites. */
export function seedOrganizations(ctx: SeedContext, scale: ScaleConfig): OrgSpec[] {
  for (const p of personas) if (p.login === 'password') personaUser(ctx, p);
  const extra = Array.from({ length: scale.extraUsers }, () => {
    const username = fakeUsername(ctx);
    createUser(ctx, { username, email: `${username}@${ctx.faker.internet.domainName()}`.toLowerCase() });
    return username;
  });
  const orgs: OrgSpec[] = BASE_ORGS.map((o) => ({ ...o, members: [...o.members] }));
  entry(orgs, 0).members.push(...extra.slice(0, Math.ceil(extra.length / 2)));
  entry(orgs, 1).members.push(...extra.slice(Math.ceil(extra.length / 2)));
  for (let i = 0; i < scale.extraOrgs; i++) {
    const name = ctx.faker.company.name();
    const handle = `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40)}-${i + 1}`;
    orgs.push({
      handle,
      name,
      plan: ctx.rng.pick(['free', 'prototype-v2', 'pilot-v2']),
      admins: [extra[i % Math.max(1, extra.length)] ?? 'owner'],
      members: [],
    });
  }
  for (const spec of orgs) {
    const org = organization(ctx, spec);
    for (const a of spec.admins)
      ctx.ids.set(`om:${spec.handle}:${a}`, membership(ctx, ctx.ids.get(`user:${a}`)!, org, 'administrator'));
    for (const m of spec.members)
      ctx.ids.set(`om:${spec.handle}:${m}`, membership(ctx, ctx.ids.get(`user:${m}`)!, org, 'member'));
  }
  mainOrgExtras(ctx);
  return orgs;
}

function mainOrgExtras(ctx: SeedContext): void {
  const org = ctx.ids.get(`org:${MAIN_ORG_HANDLE}`)!;
  const tag = (member: string, tag_key: string, value: string) => {
    const om = ctx.ids.get(`om:${MAIN_ORG_HANDLE}:${member}`);
    if (om !== undefined) maybeAdd(ctx, 'organization_membership_tag', { organization_membership: om, tag_key, value });
  };
  tag('owner', 'department', 'Platform');
  tag('developer', 'department', 'R&D');
  tag('operator', 'region', 'EMEA');
  tag('observer', 'note', hostile.html);
  for (const t of ACME_TEAMS) {
    const team = add(ctx, 'team', {
      belongs_to__organization: org,
      name: t.name,
      description: `${t.name} team`,
      created_at: daysAgo(ctx, 20, 300),
    }).id;
    ctx.ids.set(`team:${t.name}`, team);
    for (const m of t.members)
      add(ctx, 'team_membership', { user: ctx.ids.get(`user:${m}`), is_member_of__team: team });
  }
  add(ctx, 'team', { belongs_to__organization: org, name: hostile.rtlEmoji, description: hostile.script });
  const invite = (email: string, role: 'administrator' | 'member', message: string | null) => {
    const invitee = add(ctx, 'invitee', { email }).id;
    maybeAdd(ctx, 'organization_invite', {
      invitee,
      is_invited_to__organization: org,
      organization_membership_role: ctx.ids.get(`role:org:${role}`),
      message,
      is_created_by__user: ctx.ids.get('user:owner'),
    });
  };
  invite(`new.admin@${PERSONA_DOMAIN}`, 'administrator', 'Welcome aboard!');
  invite(`contractor@example.com`, 'member', null);
  invite(`pending.hostile@example.com`, 'member', hostile.script);
}
