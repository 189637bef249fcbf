// @vitest-environment jsdom
/**
 * The create-ticket form as rendered (spec 03 §5): the provider's active, portal-visible fields;
 * the organization field prefilled and required; required-field errors mark the fields (empty
 * message) after a submit attempt; attachments over 5 MB are refused with the spec's text while
 * smaller ones are listed; the CC list is comma-separated with spaces removed. The field list is
 * preloaded into the cache; no request leaves the test.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { supportKeys, type TicketField } from '../../../api/support.ts';
import { TicketForm, buildSubmission } from './ticket-form.tsx';

afterEach(cleanup);

const field = (id: number, type: string, title: string, extra: Partial<TicketField> = {}): TicketField => ({
  id, type, title, title_in_portal: title, active: true, visible_in_portal: true, editable_in_portal: true, required_in_portal: false, ...extra,
});
const FIELDS: TicketField[] = [
  field(1, 'subject', 'Subject', { required_in_portal: true }),
  field(2, 'description', 'Description', { required_in_portal: true }),
  field(3, 'priority', 'Priority', { system_field_options: [{ name: 'Low', value: 'low' }, { name: 'High', value: 'high' }] }),
  field(360001, 'text', 'Organization', { key: 'organization' }),
  field(360006, 'text', 'Legacy reference', { active: false }),
  field(360007, 'textarea', 'Internal notes', { visible_in_portal: false }),
];

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(supportKeys.fields(2), FIELDS);
  render(
    <QueryClientProvider client={client}>
      <TicketForm orgId={2} orgHandle="acme" onDone={vi.fn()} />
    </QueryClientProvider>,
  );
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

describe('ticket form', () => {
  it('shows the active portal fields, the organization required and prefilled', () => {
    renderForm();
    expect(screen.getByLabelText('Subject *')).toBeTruthy();
    expect((screen.getByLabelText('Organization *') as HTMLInputElement).value).toBe('acme');
    expect(screen.queryByLabelText(/Legacy reference/)).toBeNull();
    expect(screen.queryByLabelText(/Internal notes/)).toBeNull();
  });

  it('marks empty required fields after a submit attempt, with an empty message', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByLabelText('Subject *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Description *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Organization *').getAttribute('aria-invalid')).toBeNull();
    await user.type(screen.getByLabelText('Subject *'), 'Help');
    expect(screen.getByLabelText('Subject *').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses an attachment over 5 MB with the spec text and keeps one of 4 MB', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText('Attachments');
    await user.upload(input, file('big.bin', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('The selected file exceeds the maximum size of 5MB');
    expect(screen.queryByText(/big\.bin/)).toBeNull();
    await user.upload(input, file('logs.bin', 4 * 1024 * 1024));
    expect(screen.getByText(/logs\.bin \(4\.0 MB\)/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('builds the submission: system fields by type, custom fields by id, CC without spaces, upload tokens', () => {
    const body = buildSubmission(FIELDS, { 1: 'Offline', 2: 'It went offline', 3: 'high', 360001: 'acme', 360006: 'ignored' }, ' a@b.co, c@d.io ,', ['upl_1']);
    expect(body).toEqual({
      subject: 'Offline',
      priority: 'high',
      comment: { body: 'It went offline', uploads: ['upl_1'] },
      email_ccs: [{ user_email: 'a@b.co' }, { user_email: 'c@d.io' }],
      custom_fields: [{ id: 360001, value: 'acme' }],
    });
  });
});
