// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Form, FormCheckbox, FormField, FormSubmit } from './form.tsx';
import { ApiError } from '../../lib/errors.ts';
import { at } from '../../../../tests/present.ts';

afterEach(cleanup);

const schema = z
  .object({
    email: z.string().regex(/^\S+@\S+\.\S+$/, 'Please enter a valid email address'),
    password: z
      .string()
      .min(8, 'The password must be between 8 and 64 characters')
      .max(64, 'The password must be between 8 and 64 characters'),
    confirm: z.string(),
    consent: z.boolean().refine((v) => v, 'You must agree'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: "Passwords don't match" });

function renderForm(onSubmit = vi.fn()) {
  render(
    <Form
      schema={schema}
      defaultValues={{ email: '', password: '', confirm: '', consent: false }}
      onSubmit={onSubmit}
      aria-label="Sign up"
    >
      <FormField name="email" label="Email" type="email" />
      <FormField name="password" label="Password" type="password" />
      <FormField name="confirm" label="Confirm password" type="password" />
      <FormCheckbox name="consent">I agree</FormCheckbox>
      <FormSubmit>Sign up</FormSubmit>
    </Form>,
  );
  return onSubmit;
}

describe('Form (react-hook-form + zod)', () => {
  it('shows the schema messages under their fields and does not submit', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('The password must be between 8 and 64 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByText('You must agree')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('submits parsed values when valid', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@acme.example');
    await userEvent.type(screen.getByLabelText('Password'), 'fleetmock-demo');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fleetmock-demo');
    await userEvent.click(screen.getByLabelText('I agree'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(at(onSubmit.mock.calls, 0)[0]).toEqual({
      email: 'ada@acme.example',
      password: 'fleetmock-demo',
      confirm: 'fleetmock-demo',
      consent: true,
    });
  });
  it('shows the error text of a rejected submit (spec 01 §8 rules)', async () => {
    renderForm(
      vi
        .fn()
        .mockRejectedValue(new ApiError({ status: 400, body: '<html><body>error: Email already taken</body></html>' })),
    );
    await userEvent.type(screen.getByLabelText('Email'), 'ada@acme.example');
    await userEvent.type(screen.getByLabelText('Password'), 'fleetmock-demo');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fleetmock-demo');
    await userEvent.click(screen.getByLabelText('I agree'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert', { name: '' })).textContent).toBeTruthy();
    expect(screen.getByText(/Email already taken/)).toBeTruthy();
  });
});
