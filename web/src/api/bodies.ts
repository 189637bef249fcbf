/**
 * Contract request bodies as zod validators (generated from openapi/ into generated/zod/), and
 * `bodyForm`, which builds a form schema over one of them.
 *
 * A form whose values are (part of) a request body names the body's keys and gives each one the
 * form's own rule, which carries the spec's user-facing message. The rule must produce a value the
 * body accepts, so renaming a body field, or changing its type, stops the form from compiling; the
 * form-only fields (a confirmation, a preset choice) are added with `.extend()`.
 */
import { z } from 'zod';
import {
  zApplicationConfigVariableCreate,
  zApiKeyUpdate,
  zBillingAccountUpdate,
  zOrganizationUpdate,
  zTicketSubmission,
  zApplicationEnvironmentVariableCreate,
  zChangeEmailBody,
  zChangePasswordBody,
  zCreateUserApiKeyBody,
  zCreateUserHasPublicKeyBody,
  zDeviceConfigVariableCreate,
  zDeviceEnvironmentVariableCreate,
  zDeviceServiceEnvironmentVariableCreate,
  zDisableTotpBody,
  zLoginBody,
  zRegisterUserBody,
  zResetPasswordBody,
  zServiceEnvironmentVariableCreate,
  zUpdateProfileBody,
  zVerifyRecoveryCodeBody,
  zVerifyTotpBody,
} from '../../../generated/zod/zod.gen.ts';

/** The request bodies of the operations the dashboard's forms send. */
export const bodies = {
  login: zLoginBody,
  register: zRegisterUserBody,
  resetPassword: zResetPasswordBody,
  changePassword: zChangePasswordBody,
  changeEmail: zChangeEmailBody,
  updateProfile: zUpdateProfileBody,
  disableTotp: zDisableTotpBody,
  verifyTotp: zVerifyTotpBody,
  verifyRecoveryCode: zVerifyRecoveryCodeBody,
  createApiKey: zCreateUserApiKeyBody,
  updateApiKey: zApiKeyUpdate,
  createSshKey: zCreateUserHasPublicKeyBody,
  /** `name` and `value` of a new variable (the owner id comes from the page, not the form). */
  createVariable: zApplicationEnvironmentVariableCreate.pick({ name: true, value: true }),
} as const;

/** The create bodies of every variable kind and level; each has the same `name` and `value` as `bodies.createVariable`. */
export const variableCreateBodies = {
  fleetEnv: zApplicationEnvironmentVariableCreate,
  fleetConfig: zApplicationConfigVariableCreate,
  serviceEnv: zServiceEnvironmentVariableCreate,
  deviceEnv: zDeviceEnvironmentVariableCreate,
  deviceConfig: zDeviceConfigVariableCreate,
  deviceServiceEnv: zDeviceServiceEnvironmentVariableCreate,
} as const;

/**
 * The longest text the contract allows in a string field (its `maxLength` in openapi/), read from the
 * field's generated validator, so a form's limit cannot drift from the server's.
 */
export function maxLengthOf(field: z.ZodType): number {
  let inner: unknown = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
  if (!(inner instanceof z.ZodString) || inner.maxLength === null)
    throw new Error('The contract gives this field no maxLength');
  return inner.maxLength;
}

/** Text limits of the fields forms send, from the contract (the mock refuses longer values with a 400). */
export const TEXT_LIMITS = {
  organizationName: maxLengthOf(zOrganizationUpdate.shape.name),
  companyName: maxLengthOf(zBillingAccountUpdate.shape.company_name),
  ticketSubject: maxLengthOf(zTicketSubmission.shape.subject),
  ticketBody: maxLengthOf(zTicketSubmission.shape.comment.shape.body),
} as const;

type Shape = z.ZodObject['shape'];

/** Per body key, a form rule whose output the body accepts for that key; other keys do not compile. */
export type BodyRules<S extends Shape, R> = {
  [K in keyof R]: K extends keyof S ? z.ZodType<z.input<S[K]>, unknown> : never;
};

/**
 * A form schema with the given body keys, in the given order (the order its errors show in), each
 * validated by the form's rule. The body is checked again at run time so a stale key fails loudly.
 */
export function bodyForm<S extends Shape, R extends Record<string, z.ZodType>>(
  body: z.ZodObject<S>,
  rules: R & BodyRules<S, R>,
): z.ZodObject<R> {
  for (const key of Object.keys(rules)) {
    if (!(key in body.shape)) throw new Error(`The request body has no field "${key}"`);
  }
  const shape: R = rules;
  return z.object(shape);
}
