/**
 * One translation function for the dashboard, so every string can be translated in one place. English strings only for now;
 * texts quoted by the spec are verbatim and marked with their section. The tables live in
 * `lib/messages/<area>.ts`, one per part of the product; keys are `<namespace>.<name>`. The shell's and
 * the sign-in area's tables load with the entry, the others through `loadMessages()`. `{name}` placeholders are
 * filled from `params`; a missing key shows the key itself so it is easy to spot.
 */
import { shell } from './messages/shell.ts';
import { auth } from './messages/auth.ts';
import type { preferences } from './messages/preferences.ts';
import type { organizations } from './messages/organizations.ts';
import type { fleets } from './messages/fleets.ts';
import type { releases } from './messages/releases.ts';
import type { variables } from './messages/variables.ts';
import type { fleetAccess } from './messages/fleet-access.ts';
import type { devices } from './messages/devices.ts';
import type { billing } from './messages/billing.ts';
import type { palette } from './messages/palette.ts';
import type { errors } from './messages/errors.ts';

/** Every table's texts: the type of the whole catalog, whichever tables have loaded. */
type Catalog = typeof shell &
  typeof auth &
  typeof preferences &
  typeof organizations &
  typeof fleets &
  typeof releases &
  typeof variables &
  typeof fleetAccess &
  typeof devices &
  typeof billing &
  typeof palette &
  typeof errors;

/**
 * The tables of the signed-in areas, one chunk (messages/areas.ts). The shell's texts and the sign-in area's
 * (`auth.*`) come with the entry: /login needs nothing else, and the rest is about four fifths of the
 * catalog. The router awaits `loadMessages()` before any other page's code runs (app/router.tsx).
 */
const areaTables = () => import('./messages/areas.ts');

/** `handle` of a route whose page reads only the entry's tables (the shell's and `auth.*`): app/router.tsx loads it without the others. */
export const ENTRY_MESSAGES_ONLY = { messages: 'entry' } as const;

/** The namespaces whose texts are in the entry (readable before `loadMessages()`). */
const ENTRY_NAMESPACES = new Set(Object.keys({ ...shell, ...auth }).map((key) => key.split('.')[0]));

const en: Partial<Catalog> = { ...shell, ...auth };
let areasLoaded = false;
let loading: Promise<void> | undefined;

/**
 * Loads the signed-in areas' tables (once; a failed load is tried again on the next call, and its
 * error reaches the caller, so a route shows its chunk-load error instead of raw keys).
 */
export function loadMessages(): Promise<void> {
  loading ??= areaTables().then(
    (tables) => {
      for (const table of Object.values(tables)) Object.assign(en, table);
      areasLoaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type MessageKey = keyof Catalog;
export type MessageParams = Record<string, string | number>;

/** Fills the `{name}` placeholders of a text (one already read with `t` or `messages`); unknown names stay. */
export function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translates a key, filling `{name}` placeholders. */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = (en as Partial<Record<MessageKey, string>>)[key] ?? key;
  return params ? fill(template, params) : template;
}

/** The keys of one namespace without its prefix: `NamespaceKey<'auth'>` is `'required' | 'invalidEmail' | …`. */
export type NamespaceKey<NS extends string> = {
  [K in MessageKey]: K extends `${NS}.${infer Rest}` ? Rest : never;
}[MessageKey];

/** The texts of one namespace as an object (`messages('auth').required`), for modules that read many of them. */
export function messages<NS extends string>(ns: NS): Readonly<Record<NamespaceKey<NS>, string>> {
  // Read once, when the module asking is evaluated: a namespace of a signed-in area read before its
  // table arrived would be empty for good, so that ordering mistake fails loudly instead.
  if (!areasLoaded && !ENTRY_NAMESPACES.has(ns))
    throw new Error(`messages('${ns}') read before its table loaded: await loadMessages() first (lib/i18n.ts)`);
  const prefix = `${ns}.`;
  const entries = (Object.keys(en) as MessageKey[])
    .filter((key) => key.startsWith(prefix))
    .map((key) => [key.slice(prefix.length), t(key)]);
  return Object.fromEntries(entries) as Record<NamespaceKey<NS>, string>;
}
