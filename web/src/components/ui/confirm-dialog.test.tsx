// @vitest-environment jsdom
import './test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TypedConfirmDialog, typedConfirmationMatches } from './confirm-dialog.tsx';

afterEach(cleanup);

function setup(onConfirm = vi.fn()) {
  const onOpenChange = vi.fn();
  render(
    <TypedConfirmDialog
      title="Delete identity provider"
      expected="acme-sso"
      isOpen
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      confirmLabel="Delete"
    >
      <p>This cannot be undone.</p>
    </TypedConfirmDialog>,
  );
  return {
    onConfirm,
    onOpenChange,
    input: screen.getByLabelText('Type acme-sso to confirm'),
    button: screen.getByRole('button', { name: 'Delete' }),
  };
}

describe('TypedConfirmDialog', () => {
  it('is an alert dialog named by its title', () => {
    setup();
    expect(screen.getByRole('alertdialog', { name: 'Delete identity provider' })).toBeTruthy();
  });
  it('enables the confirm button only on the exact text', async () => {
    const { input, button } = setup();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, 'ACME-SSO');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'acme-sso ');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, '{Backspace}');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
  it('blocks paste and says so', () => {
    const { input, button } = setup();
    const event = fireEvent.paste(input, { clipboardData: { getData: () => 'acme-sso' } });
    expect(event).toBe(false); // default prevented
    expect((input as HTMLInputElement).value).toBe('');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Pasting is disabled here: please type the text.')).toBeTruthy();
  });
  it('runs onConfirm and closes when it resolves', async () => {
    const { input, button, onConfirm, onOpenChange } = setup(vi.fn().mockResolvedValue(undefined));
    await userEvent.type(input, 'acme-sso');
    await userEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
  it('stays open when onConfirm rejects', async () => {
    const { input, button, onOpenChange } = setup(vi.fn().mockRejectedValue(new Error('nope')));
    await userEvent.type(input, 'acme-sso');
    await userEvent.click(button);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
  it('never matches an empty expected text', () => {
    expect(typedConfirmationMatches('', '')).toBe(false);
    expect(typedConfirmationMatches('a', 'a')).toBe(true);
  });
});
