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
  id,
  type,
  title,
  title_in_portal: title,
  active: true,
  visible_in_portal: true,
  editable_in_portal: true,
  required_in_portal: false,
  ...extra,
});
const FIELDS: TicketField[] = [
  field(1, 'subject', 'Subject', { required_in_portal: true }),
  field(2, 'description', 'Description', { required_in_portal: true }),
  field(3, 'priority', 'Priority', {
    system_field_options: [
      { name: 'Low', value: 'low' },
      { name: 'High', value: 'high' },
    ],
  }),
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

const file = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

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
    await user.upload(input, file('big.log', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('The selected file exceeds the maximum size of 5MB');
    expect(screen.queryByText(/big\.log/)).toBeNull();
    await user.upload(input, file('logs.log', 4 * 1024 * 1024));
    expect(screen.getByText(/logs\.log \(4 MB\)/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in words when the subject or the description is longer than the contract allows', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Subject *'));
    await user.paste('s'.repeat(151));
    await user.click(screen.getByLabelText('Description *'));
    await user.paste('d'.repeat(20000));
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Subject can be at most 150 characters (this one has 151)')).toBeTruthy();
    expect(screen.getByText('Description can be at most 10000 characters (this one has 20000)')).toBeTruthy();
    expect(screen.getByLabelText('Description *').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers only the accepted types and refuses another one, naming it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText('Attachments');
    expect(input.getAttribute('accept')).toContain('.log');
    await user.upload(input, [file('setup.exe', 10), file('shot.png', 10)]);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^setup\.exe: this file type is not accepted\. Accepted types: \.png/,
    );
    expect(screen.queryByText(/setup\.exe \(/)).toBeNull();
    expect(screen.getByText(/shot\.png \(/)).toBeTruthy();
  });

  it('a failed upload is logged and left out; the ticket is filed with the other attachments', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Subject *'), 'Offline');
    await user.type(screen.getByLabelText('Description *'), 'It went offline');
    await user.upload(screen.getByLabelText('Attachments'), [file('a.log', 10), file('b.log', 20)]);
    const tickets: unknown[] = [];
    let uploadCalls = 0;
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (req.url.endsWith('/upload-attachment')) {
        // Files upload in the order they were picked (jsdom's FormData does not carry the file itself):
        // the first, a.log, is refused, the second goes through.
        uploadCalls++;
        return uploadCalls === 1
          ? json(500, 'Zendesk is unavailable')
          : json(200, {
              upload: {
                token: 'upl_b',
                attachment: { id: 1, file_name: 'b.log', content_type: 'text/plain', size: 20 },
              },
            });
      }
      tickets.push(JSON.parse(await req.text()));
      return json(200, { ticket: { id: 8 } });
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Ticket #8 was created. We will reply by e-mail.')).toBeTruthy();
    vi.unstubAllGlobals();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ comment: { body: 'It went offline', uploads: ['upl_b'] } });
    expect(screen.getByTestId('not-attached').textContent).toMatch(
      /^These files could not be attached and were left out: a\.log \(/,
    );
    expect(warn).toHaveBeenCalledWith('Support attachment a.log was not uploaded', expect.anything());
    warn.mockRestore();
  });

  it('builds the submission: system fields by type, custom fields by id, CC without spaces, upload tokens', () => {
    const body = buildSubmission(
      FIELDS,
      { 1: 'Offline', 2: 'It went offline', 3: 'high', 360001: 'acme', 360006: 'ignored' },
      ' a@b.co, c@d.io ,',
      ['upl_1'],
    );
    expect(body).toEqual({
      subject: 'Offline',
      priority: 'high',
      comment: { body: 'It went offline', uploads: ['upl_1'] },
      email_ccs: [{ user_email: 'a@b.co' }, { user_email: 'c@d.io' }],
      custom_fields: [{ id: 360001, value: 'acme' }],
    });
  });
});

describe('provider defaults (spec 03 §3 "default value")', () => {
  it('preselects the default option of each field and sends it unless changed; fields follow their position', async () => {
    const user = userEvent.setup();
    const fields: TicketField[] = [
      field(4, 'tickettype', 'Type', {
        position: 4,
        system_field_options: [
          { name: 'Question', value: 'question', default: true },
          { name: 'Incident', value: 'incident' },
        ],
      }),
      field(1, 'subject', 'Subject', { position: 1, required_in_portal: true }),
      field(3, 'priority', 'Priority', {
        position: 3,
        system_field_options: [
          { name: 'Low', value: 'low' },
          { name: 'Normal', value: 'normal', default: true },
        ],
      }),
      field(360002, 'tagger', 'Category', {
        key: 'category',
        position: 6,
        custom_field_options: [
          { name: 'Billing', value: 'billing' },
          { name: 'Other', value: 'other', default: true },
        ],
      }),
    ];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(supportKeys.fields(2), fields);
    render(
      <QueryClientProvider client={client}>
        <TicketForm orgId={2} orgHandle="acme" onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('combobox').map((c) => (c as HTMLSelectElement).value)).toEqual([
      'normal',
      'question',
      'other',
    ]);
    expect(screen.getAllByText(/^(Subject|Priority|Type|Category)/).map((l) => l.textContent)).toEqual([
      'Subject *',
      'Priority',
      'Type',
      'Category',
    ]);
    await user.selectOptions(screen.getByLabelText('Priority'), 'low');
    await user.type(screen.getByLabelText('Subject *'), 'Help');
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      posted.push(JSON.parse(await req.text()));
      return new Response(JSON.stringify({ ticket: { id: 7 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(await screen.findByText('Ticket #7 was created. We will reply by e-mail.')).toBeTruthy();
    vi.unstubAllGlobals();
    expect(posted).toEqual([
      {
        comment: { body: '', uploads: [] },
        subject: 'Help',
        priority: 'low',
        type: 'question',
        custom_fields: [{ id: 360002, value: 'other' }],
      },
    ]);
  });
});
