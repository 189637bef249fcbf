// @vitest-environment jsdom
/**
 * The settings rename (spec 02 §5 "Fleet name", "Fleet creation and edits"): the five rules in order
 * with their exact messages, the case-insensitive duplicate naming the class, submit only for a valid
 * changed name, and no renaming of legacy applications.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RenameForm, type RenameFormProps } from './rename-form.tsx';
import { ApiError } from '../../../lib/errors.ts';

afterEach(cleanup);

function renderForm(overrides: Partial<RenameFormProps> = {}) {
  const onRename = vi.fn(async () => undefined);
  render(
    <RenameForm
      name="cold-chain"
      otherNames={['Smart-Lights', 'kiosk']}
      type="fleet"
      disabled={false}
      legacy={false}
      onRename={onRename}
      {...overrides}
    />,
  );
  return { onRename, input: screen.getByLabelText('Name'), submit: screen.getByRole('button', { name: 'Rename' }) };
}

async function typeName(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('rename', () => {
  it.each([
    ['', 'A name is required'],
    ['abc', 'The name should be at least 4 characters long'],
    ['a'.repeat(101), 'The name should not be more than 100 characters long'],
    ['-leading-hyphen', 'The name can only contain alphanumeric characters, hyphens or underscores'],
    ['has space', 'The name can only contain alphanumeric characters, hyphens or underscores'],
    ['smart-lights', 'This name is already used by another fleet. Note that the name is case-insensitive'],
  ])('%j shows "%s" and cannot be submitted', async (value, message) => {
    const { input, submit } = renderForm();
    await typeName(input, value);
    expect(await screen.findByText(message)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the rules in order: a short name with a bad character reports the length first', async () => {
    const { input } = renderForm();
    await typeName(input, 'a b');
    expect(await screen.findByText('The name should be at least 4 characters long')).toBeTruthy();
    expect(screen.queryByText('The name can only contain alphanumeric characters, hyphens or underscores')).toBeNull();
  });

  it('names the class in the duplicate message', async () => {
    const { input } = renderForm({ type: 'block' });
    await typeName(input, 'KIOSK');
    expect(
      await screen.findByText('This name is already used by another block. Note that the name is case-insensitive'),
    ).toBeTruthy();
  });

  it('submits a valid changed name, and not the unchanged one', async () => {
    const { input, submit, onRename } = renderForm();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await typeName(input, 'cold_chain-2');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    await waitFor(() => expect(onRename).toHaveBeenCalledWith('cold_chain-2'));
  });

  it('shows the API refusal under the form', async () => {
    const { input, submit } = renderForm({ onRename: async () => Promise.reject(new Error('Unauthorized')) });
    await typeName(input, 'cold-chain-3');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });

  it("maps the API's 409 unique answer for a name taken meanwhile to the spec's duplicate text", async () => {
    const refusal = new ApiError({ status: 409, body: '"slug" must be unique.' });
    const { input, submit } = renderForm({ type: 'block', onRename: async () => Promise.reject(refusal) });
    await typeName(input, 'cold-chain-4');
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(submit);
    expect(
      await screen.findByText('This name is already used by another block. Note that the name is case-insensitive'),
    ).toBeTruthy();
  });

  it('cannot rename classic and legacy applications', () => {
    const { input, submit } = renderForm({ legacy: true });
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('cannot rename classic and legacy applications')).toBeTruthy();
  });
});
