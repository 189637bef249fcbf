/**
 * Validation rules of the organization pages (spec 01 §5), each with its message:
 * - organization name: required, at most 220 characters (the contract's limit), unique among the user's
 *   organizations (case-insensitive, "already used");
 * - logo: PNG or JPEG, at most 1,000,000 bytes (spec 01 §9);
 * - invite: the invitee is required and trimmed, a valid e-mail ("invalid email"), not a member
 *   ("invitee already exist") and not already invited ("invitee already invited");
 * - team name: required, unique within the organization (case-insensitive).
 */
import { z } from 'zod';
import { MSG, fill } from '../messages.ts';
import { ORG_ROLES } from '../../../api/organization/memberships.ts';
import { TEXT_LIMITS } from '../../../api/bodies.ts';

/** Spec 01 §5 "Email": non-space text, an at-sign, then a part with a dot. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Spec 01 §9: logo up to 1,000,000 bytes, png or jpeg. */
const LOGO_MAX_BYTES = 1_000_000;
const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first rule an organization name breaks, or null. */
function orgNameError(name: string, existingNames: readonly string[]): string | null {
  if (name.trim().length === 0) return MSG.nameRequired;
  // The API refuses a longer name with a rule sentence; the form says it in words first.
  if (name.length > TEXT_LIMITS.organizationName)
    return fill(MSG.nameTooLong, { max: TEXT_LIMITS.organizationName, count: name.length });
  if (existingNames.some((n) => sameText(n, name))) return MSG.alreadyUsed;
  return null;
}

/** The create / rename form of an organization. */
export const orgNameSchema = (existingNames: readonly string[]) =>
  z.object({
    name: z.string().superRefine((name, ctx) => {
      const message = orgNameError(name, existingNames);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });

/** The error of a chosen logo file, or null when it may be uploaded. */
export function logoError(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.includes(file.type)) return MSG.logoType;
  if (file.size > LOGO_MAX_BYTES) return MSG.logoSize;
  return null;
}

/** What the invite rules compare against. */
export interface InviteContext {
  /** E-mails of pending invites. */
  invited: readonly string[];
  /** E-mails known to belong to members (the signed-in member's own, at least). */
  memberEmails: readonly string[];
}

/** The first rule an invitee breaks, or null. */
export function inviteeError(raw: string, context: InviteContext): string | null {
  const invitee = raw.trim();
  if (invitee.length === 0) return MSG.inviteeRequired;
  if (!EMAIL_PATTERN.test(invitee)) return MSG.invalidEmail;
  if (context.memberEmails.some((e) => sameText(e, invitee))) return MSG.alreadyMember;
  if (context.invited.some((e) => sameText(e, invitee))) return MSG.alreadyInvited;
  return null;
}

/** The invite form: invitee (trimmed), role, message. */
export const inviteSchema = (context: InviteContext) =>
  z.object({
    invitee: z
      .string()
      .transform((v) => v.trim())
      .superRefine((invitee, ctx) => {
        const message = inviteeError(invitee, context);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    roleName: z.enum(ORG_ROLES),
    message: z.string(),
  });

/** The first rule a team name breaks, or null. */
function teamNameError(
  name: string,
  teams: ReadonlyArray<{ id: number; name: string }>,
  exceptId?: number,
): string | null {
  if (name.trim().length === 0) return MSG.teamNameRequired;
  if (teams.some((t) => t.id !== exceptId && sameText(t.name, name))) return MSG.teamNameTaken;
  return null;
}

/** The create / rename form of a team. */
export const teamNameSchema = (teams: ReadonlyArray<{ id: number; name: string }>, exceptId?: number) =>
  z.object({
    name: z.string().superRefine((name, ctx) => {
      const message = teamNameError(name, teams, exceptId);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
