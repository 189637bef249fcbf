import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { TEXT_LIMITS, bodies, bodyForm, maxLengthOf, variableCreateBodies } from './bodies.ts';
import {
  checkLogin,
  newPasswordSchema,
  profileSchema,
  signupSchema,
  twoFactorTokenSchema,
} from '../features/auth/index.ts';
import { recoveryCodeSchema } from '../features/auth/schemas/auth.schema.ts';
import {
  apiKeySchema,
  changeEmailSchema,
  changePasswordSchema,
  pairingCodeSchema,
  passwordOnlySchema,
  sshKeySchema,
} from '../features/preferences/schemas/preferences.schema.ts';
import { variableFormSchema } from '../features/variables/schemas/variable-form.schema.ts';

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);

/** The form's fields that are body fields, in form order. */
const bodyKeysOf = (form: z.ZodObject, body: z.ZodObject) => keysOf(form).filter((k) => k in body.shape);

const sshKey = `ssh-ed25519 ${btoa('material')} me@laptop`;

describe('bodyForm', () => {
  it('refuses a key the body does not have, at compile time and at run time', () => {
    // @ts-expect-error -- "user_name" is not a field of the login body
    expect(() => bodyForm(bodies.login, { user_name: z.string() })).toThrow(
      'The request body has no field "user_name"',
    );
  });

  it("refuses a rule whose value the body would not accept (a string rule for the body's number)", () => {
    // @ts-expect-error -- the SSH key body's `user` is an integer
    expect(keysOf(bodyForm(bodies.createSshKey, { user: z.string() }))).toEqual(['user']);
  });

  it('keeps the rules in the given order, so errors show in the form order', () => {
    const form = bodyForm(bodies.changeEmail, { password: z.string().min(1, 'p'), email: z.string().min(1, 'e') });
    expect(keysOf(form)).toEqual(['password', 'email']);
    expect(form.safeParse({ password: '', email: '' }).error?.issues.map((i) => i.message)).toEqual(['p', 'e']);
  });
});

describe('the login form (a plain check, not a zod schema: /login loads no zod)', () => {
  it('sends exactly the login body: its values are a body the contract accepts', () => {
    const checked = checkLogin({ username: ' a@b.co ', password: ' x ' });
    expect(checked.values).toEqual({ username: 'a@b.co', password: ' x ' });
    expect(Object.keys(checked.values ?? {}).sort()).toEqual(keysOf(bodies.login).sort());
    expect(bodies.login.safeParse(checked.values).success).toBe(true);
  });

  it('requires both fields; a username of spaces is empty, a password of spaces is a password', () => {
    expect(checkLogin({ username: '   ', password: ' ' }).errors).toEqual({ username: 'This field is required' });
    expect(checkLogin({ username: 'a@b.co' }).errors).toEqual({ password: 'This field is required' });
  });
});

describe('form schemas follow the contract bodies', () => {
  it('a form sending a whole body has exactly its keys', () => {
    expectTypeOf<keyof z.input<typeof changeEmailSchema>>().toEqualTypeOf<keyof z.input<typeof bodies.changeEmail>>();
    expectTypeOf<keyof z.input<typeof twoFactorTokenSchema>>().toEqualTypeOf<keyof z.input<typeof bodies.verifyTotp>>();
    expectTypeOf<keyof z.input<typeof passwordOnlySchema>>().toEqualTypeOf<keyof z.input<typeof bodies.disableTotp>>();
    expect(keysOf(changeEmailSchema).sort()).toEqual(keysOf(bodies.changeEmail).sort());
    expect(keysOf(twoFactorTokenSchema)).toEqual(keysOf(bodies.verifyTotp));
    expect(keysOf(recoveryCodeSchema)).toEqual(keysOf(bodies.verifyRecoveryCode));
    expect(keysOf(passwordOnlySchema)).toEqual(keysOf(bodies.disableTotp));
    expect(keysOf(pairingCodeSchema)).toEqual(keysOf(bodies.verifyTotp));
  });

  it.each<[string, z.ZodObject, z.ZodObject, string[]]>([
    ['sign-up', signupSchema, bodies.register, ['email', 'password']],
    ['profile', profileSchema, bodies.updateProfile, ['first_name', 'last_name', 'company', 'account_type']],
    ['new password', newPasswordSchema, bodies.resetPassword, ['password']],
    ['change password', changePasswordSchema(true), bodies.changePassword, ['currentPassword', 'password']],
    ['SSH key', sshKeySchema, bodies.createSshKey, ['title', 'public_key']],
    ['API key', apiKeySchema(), bodies.createApiKey, ['name', 'description']],
  ])('%s form: its body fields are the contract body fields it fills', (_n, form, body, expected) => {
    expect(bodyKeysOf(form, body)).toEqual(expected);
  });

  it("the profile form's account types are the contract's", () => {
    expect(profileSchema.shape.account_type.options).toEqual(bodies.updateProfile.shape.account_type.options);
  });

  it.each<[string, z.ZodObject, z.ZodObject, unknown, Record<string, unknown>]>([
    [
      'sign-up',
      signupSchema,
      bodies.register,
      { email: 'a@b.co', password: 'x'.repeat(64), hasDisabledNewsletter: true, captcha: 'c' },
      {},
    ],
    [
      'profile',
      profileSchema,
      bodies.updateProfile,
      { first_name: 'A', last_name: 'B', company: '', account_type: 'professional', has_enabled_newsletter: false },
      {},
    ],
    [
      'new password',
      newPasswordSchema,
      bodies.resetPassword,
      { password: '12345678', confirm: '12345678' },
      { token: 't' },
    ],
    [
      'change password',
      changePasswordSchema(true),
      bodies.changePassword,
      { currentPassword: 'old', password: '12345678', confirm: '12345678' },
      {},
    ],
    ['change e-mail', changeEmailSchema, bodies.changeEmail, { email: 'n@b.co', password: 'p' }, {}],
    ['2FA token', twoFactorTokenSchema, bodies.verifyTotp, { code: '123456' }, {}],
    ['SSH key', sshKeySchema, bodies.createSshKey, { title: 'laptop', public_key: sshKey }, { user: 1 }],
    [
      'API key',
      apiKeySchema(() => 0),
      bodies.createApiKey,
      { name: 'k', description: '', expiry: '30', customDate: '' },
      { expiryDate: null },
    ],
  ])('%s: a value the form accepts is a body the contract accepts', (_n, form, body, value, rest) => {
    const out: Record<string, unknown> = form.parse(value);
    const picked = Object.fromEntries(Object.entries(out).filter(([k]) => k in body.shape));
    expect(Object.keys(picked).length).toBeGreaterThan(0);
    expect(body.safeParse({ ...picked, ...rest }).success).toBe(true);
  });

  it('the spec messages still show, in form order', () => {
    expect(checkLogin({ username: '', password: '' }).errors).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
    expect(
      signupSchema
        .safeParse({ email: 'a@b', password: '1', hasDisabledNewsletter: false, captcha: '' })
        .error?.issues.map((i) => i.message),
    ).toEqual([
      'Please enter a valid email address',
      'The password must be between 8 and 64 characters',
      'Please complete the captcha',
    ]);
    // A field shows its first message (the form resolver keeps one per field).
    const firstPerField = new Map<string, string>();
    for (const i of sshKeySchema.safeParse({ title: '', public_key: '' }).error?.issues ?? []) {
      if (!firstPerField.has(i.path.join('.'))) firstPerField.set(i.path.join('.'), i.message);
    }
    expect([...firstPerField]).toEqual([
      ['title', 'The key title is mandatory!'],
      ['public_key', 'The key is mandatory!'],
    ]);
  });

  it('the variable form fills the name and value every variable create body shares', () => {
    type Shared = z.input<typeof bodies.createVariable>;
    expectTypeOf<Pick<z.input<typeof variableCreateBodies.fleetEnv>, keyof Shared>>().toEqualTypeOf<Shared>();
    expectTypeOf<Pick<z.input<typeof variableCreateBodies.fleetConfig>, keyof Shared>>().toEqualTypeOf<Shared>();
    expectTypeOf<Pick<z.input<typeof variableCreateBodies.serviceEnv>, keyof Shared>>().toEqualTypeOf<Shared>();
    expectTypeOf<Pick<z.input<typeof variableCreateBodies.deviceEnv>, keyof Shared>>().toEqualTypeOf<Shared>();
    expectTypeOf<Pick<z.input<typeof variableCreateBodies.deviceConfig>, keyof Shared>>().toEqualTypeOf<Shared>();
    expectTypeOf<Pick<z.input<typeof variableCreateBodies.deviceServiceEnv>, keyof Shared>>().toEqualTypeOf<Shared>();
    for (const body of Object.values(variableCreateBodies))
      expect(keysOf(body)).toEqual(expect.arrayContaining(keysOf(bodies.createVariable)));
    const form = variableFormSchema({
      kind: 'env',
      rules: {
        reservedNames: [],
        reservedNamespaces: [],
        whiteListedNames: [],
        whiteListedNamespaces: [],
        blackListedNames: [],
      },
      taken: [],
      serviceIds: new Set(),
      serviceLabel: () => 'All services',
      entryOf: () => undefined,
      fixedName: false,
    });
    expect(bodyKeysOf(form.in, bodies.createVariable)).toEqual(['name', 'value']);
    const out = form.parse({ name: ' MY_VAR ', serviceId: '', value: 'v' });
    expect(bodies.createVariable.safeParse({ name: out.name, value: out.value }).success).toBe(true);
  });
});

describe('text limits come from the contract', () => {
  it('reads maxLength through optional and nullable wrappers', () => {
    expect(TEXT_LIMITS).toEqual({ organizationName: 220, companyName: 255, ticketSubject: 150, ticketBody: 10000 });
    expect(maxLengthOf(z.string().max(7).nullish())).toBe(7);
  });
  it('fails loudly for a field without one', () => {
    expect(() => maxLengthOf(z.string().optional())).toThrow('The contract gives this field no maxLength');
  });
});
