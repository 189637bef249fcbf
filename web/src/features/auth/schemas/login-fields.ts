/**
 * The sign-in form's check (spec 01 §5: e-mail and password required), without zod: /login is the
 * first page most visitors load, and zod's core is one chunk shared by every form, so even zod/mini
 * would bring all of it (about 13 KB compressed) for two required fields. The same rules and message
 * as the other sign-in forms (`requiredText` of email.ts: trimmed, not empty; the password as typed),
 * and the field names are the login body's (`bodies.login`), checked at compile time below.
 */
import type { z } from 'zod';
import type { bodies } from '../../../api/bodies.ts';
import { MSG } from '../messages.ts';

/** The login body's fields, in form order (the order the focus takes to the first error). */
export const LOGIN_FIELDS = ['username', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;

/** A field the login body lacks, or a value it would refuse, fails to compile here. */
type LoginBody = z.input<(typeof bodies)['login']>;
const matchesBody: LoginValues extends { [K in LoginField]: LoginBody[K] } ? true : never = true;
void matchesBody;

export type LoginCheck =
  { values: LoginValues; errors?: undefined } | { values?: undefined; errors: Partial<Record<LoginField, string>> };

/** The form's values checked: the values to send (username trimmed), or a message per failing field. */
export function checkLogin(input: Partial<Record<LoginField, unknown>>): LoginCheck {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const values: LoginValues = { username: text(input.username).trim(), password: text(input.password) };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of LOGIN_FIELDS) if (values[field].length === 0) errors[field] = MSG.required;
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
