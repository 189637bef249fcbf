/**
 * One translation function for the dashboard, so every string can be translated in one place. English strings only for now;
 * texts quoted by the spec are verbatim and marked with their section. The tables live in
 * `lib/messages/<area>.ts`, one per part of the product; keys are `<namespace>.<name>`. `{name}` placeholders are
 * filled from `params`; a missing key shows the key itself so it is easy to spot.
 */
import { shell } from './messages/shell.ts';
import { account } from './messages/account.ts';
import { organizations } from './messages/organizations.ts';
import { fleets } from './messages/fleets.ts';
import { releases } from './messages/releases.ts';
import { variables } from './messages/variables.ts';
import { fleetAccess } from './messages/fleet-access.ts';
import { devices } from './messages/devices.ts';
import { billing } from './messages/billing.ts';
import { palette } from './messages/palette.ts';
import { errors } from './messages/errors.ts';

const en = {
  ...shell,
  ...account,
  ...organizations,
  ...fleets,
  ...releases,
  ...variables,
  ...fleetAccess,
  ...devices,
  ...billing,
  ...palette,
  ...errors,
} as const;

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

/** Fills the `{name}` placeholders of a text (one already read with `t` or `messages`); unknown names stay. */
export function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translates a key, filling `{name}` placeholders. */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = en[key] ?? key;
  return params ? fill(template, params) : template;
}

/** The keys of one namespace without its prefix: `NamespaceKey<'auth'>` is `'required' | 'invalidEmail' | …`. */
export type NamespaceKey<NS extends string> = {
  [K in MessageKey]: K extends `${NS}.${infer Rest}` ? Rest : never;
}[MessageKey];

/** The texts of one namespace as an object (`messages('auth').required`), for modules that read many of them. */
export function messages<NS extends string>(ns: NS): Readonly<Record<NamespaceKey<NS>, string>> {
  const prefix = `${ns}.`;
  const entries = (Object.keys(en) as MessageKey[])
    .filter((key) => key.startsWith(prefix))
    .map((key) => [key.slice(prefix.length), t(key)]);
  return Object.fromEntries(entries) as Record<NamespaceKey<NS>, string>;
}
