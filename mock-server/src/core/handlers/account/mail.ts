/**
 * The mails of the account flows, written to the world's outbox (core/faults/outbox.ts) with the
 * links the dashboard's pages read: `/user/verify-email/{token}/{email}` (spec 01 §2, verify-email
 * page) and `/user/reset-password/{loginCode}` (reset page). Links point at the mock's own address
 * (`--public-url`, else where it was reached: core/links.ts), never at a host a request header names.
 */
import type { CoreRequest } from '../../http.ts';
import type { World } from '../../world.ts';
import { outboxOf, type Mail } from '../../faults/outbox.ts';
import { linkBase } from '../../links.ts';

/** Link of the verify-email page for a token and address. */
const verificationLink = (origin: string, token: string, email: string): string =>
  `${origin}/user/verify-email/${encodeURIComponent(token)}/${encodeURIComponent(email)}`;

/** Link of the reset-password page for a code. */
const resetLink = (origin: string, code: string): string => `${origin}/user/reset-password/${encodeURIComponent(code)}`;

/** Sends the verification mail (sign-up, resend, e-mail change). */
export function sendVerificationMail(world: World, req: CoreRequest, email: string, token: string): Mail {
  const link = verificationLink(linkBase(req), token, email);
  return outboxOf(world).push({
    to: email,
    subject: 'Verify your email address',
    kind: 'verify-email',
    text: `Follow this link to verify your email address:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    links: [link],
  });
}

/** Sends the password-reset mail. */
export function sendResetMail(world: World, req: CoreRequest, email: string, code: string): Mail {
  const link = resetLink(linkBase(req), code);
  return outboxOf(world).push({
    to: email,
    subject: 'Reset your password',
    kind: 'password-reset',
    text: `Follow this link to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    links: [link],
  });
}
