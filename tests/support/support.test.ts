/**
 * Support routes (Zendesk proxy; spec 03 §3, §5, §6, §7): ticket fields (types, required, options,
 * defaults, organization always required), submission validation (required fields, CC list,
 * options, upload tokens, private-support eligibility) and attachment upload with the 5 MB limit.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { billingFixture, type BillingFixture } from '../billing/helpers.ts';
import {
  ATTACHMENT_LIMIT_BYTES,
  EMAIL_NOT_VERIFIED,
  FILE_REQUIRED,
  attachmentTypeText,
  NO_PRIVATE_SUPPORT,
  invalidCc,
  invalidOption,
  requiredField,
  tooManyCcs,
  unknownField,
  unknownUpload,
} from '../../mock-server/src/core/handlers/support/constants.ts';
import { isRequired, type TicketField } from '../../mock-server/src/core/handlers/support/ticket-fields.ts';

let f: BillingFixture;
let acme: number;
const url = (org: number, op: string) => `/zendesk/v1/${org}/${op}`;
const BOUNDARY = 'fleetmockBoundary42';
const multipart = (name: string, content: string, field = 'file') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`;
const ticket = (extra: Record<string, unknown> = {}) => ({
  subject: 'Devices offline',
  priority: 'high',
  email_ccs: [{ user_email: 'teammate@acme.example.com' }],
  custom_fields: [
    { id: 360001, value: 'acme' },
    { id: 360002, value: 'device_connectivity' },
    { id: 360004, value: ['api', 'devices'] },
  ],
  comment: { body: 'Three devices went offline after the update.' },
  ...extra,
});

async function upload(persona: string, org: number, body: string): Promise<{ status: number; json: unknown }> {
  const res = await f.server.app.inject({
    method: 'POST',
    url: url(org, 'upload-attachment'),
    payload: body,
    headers: {
      authorization: `Bearer ${await f.token(persona)}`,
      'x-mock-session': f.session,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  return { status: res.statusCode, json: JSON.parse(res.body) };
}

beforeAll(async () => {
  f = await billingFixture('support');
  acme = f.orgId('acme');
});

describe('ticket fields', () => {
  test('active and inactive fields with types, options, defaults; the organization field counts as required', async () => {
    const res = await f.as('member', 'GET', url(acme, 'ticket-fields'));
    expect(res.status).toBe(200);
    const fields = res.json as TicketField[];
    expect(fields.map((x) => x.type)).toEqual(
      expect.arrayContaining([
        'subject',
        'description',
        'priority',
        'tickettype',
        'text',
        'tagger',
        'multiselect',
        'checkbox',
      ]),
    );
    const org = fields.find((x) => x.key === 'organization')!;
    expect(org.required_in_portal).toBe(false);
    expect(isRequired(org)).toBe(true);
    expect(
      fields
        .find((x) => x.key === 'category')!
        .custom_field_options!.filter((o) => o.default)
        .map((o) => o.value),
    ).toEqual(['device_connectivity']);
    expect(fields.some((x) => !x.active) && fields.some((x) => !x.visible_in_portal)).toBe(true);
  });

  test('outsiders and guests get 401', async () => {
    expect((await f.as('free', 'GET', url(acme, 'ticket-fields'))).status).toBe(401);
    expect((await f.as(null, 'GET', url(acme, 'ticket-fields'))).status).toBe(401);
  });
});

describe('submit-ticket', () => {
  test('a complete ticket is filed with its CCs and upload', async () => {
    const up = await upload('owner', acme, multipart('diagnostics.txt', 'uptime 3 days'));
    expect(up).toMatchObject({
      status: 200,
      json: {
        upload: {
          token: expect.stringMatching(/^upl_/),
          attachment: { file_name: 'diagnostics.txt', content_type: 'text/plain', size: 13 },
        },
      },
    });
    const token = (up.json as { upload: { token: string } }).upload.token;
    const res = await f.as(
      'owner',
      'POST',
      url(acme, 'submit-ticket'),
      ticket({ comment: { body: 'See attachment.', uploads: [token] } }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ticket: { id: expect.any(Number), subject: 'Devices offline', status: 'new' } });
    const stored = f.world().store.priv.supportTickets.at(-1)!;
    expect(stored).toMatchObject({
      organizationId: acme,
      subject: 'Devices offline',
      comment: 'See attachment.',
      fields: { uploads: [token], priority: 'high' },
    });
  });

  test.each([
    [{ subject: '' }, requiredField('Subject')],
    [{ comment: { body: '' } }, requiredField('Description')],
    [{ custom_fields: [{ id: 360002, value: 'billing' }] }, requiredField('Organization')],
    [{ custom_fields: [{ id: 360001, value: 'acme' }] }, requiredField('What is this about?')],
    [
      {
        custom_fields: [
          { id: 360001, value: 'acme' },
          { id: 360002, value: 'pizza' },
        ],
      },
      invalidOption('What is this about?', 'pizza'),
    ],
    [
      {
        custom_fields: [
          { id: 360001, value: 'acme' },
          { id: 360002, value: 'billing' },
          { id: 360006, value: 'x' },
        ],
      },
      unknownField(360006),
    ],
    [{ email_ccs: [{ user_email: 'not-an-email' }] }, invalidCc('not-an-email')],
    [{ email_ccs: Array.from({ length: 49 }, (_, i) => ({ user_email: `cc${i}@acme.example.com` })) }, tooManyCcs(48)],
    [{ comment: { body: 'x', uploads: ['upl_forged'] } }, unknownUpload('upl_forged')],
    [{ priority: 'whenever' }, expect.stringContaining('Invalid priority')],
  ])('refuses %j', async (extra, message) => {
    const res = await f.as('owner', 'POST', url(acme, 'submit-ticket'), ticket(extra));
    expect([res.status, res.json]).toEqual([400, message]);
  });

  test('a subject over 150 or a description over 10,000 characters → 400 naming the field', async () => {
    const subject = await f.as('owner', 'POST', url(acme, 'submit-ticket'), ticket({ subject: 's'.repeat(151) }));
    expect([subject.status, subject.json]).toEqual([400, expect.stringMatching(/^Invalid subject: .*150/)]);
    const body = await f.as(
      'owner',
      'POST',
      url(acme, 'submit-ticket'),
      ticket({ comment: { body: 'b'.repeat(20000) } }),
    );
    expect([body.status, body.json]).toEqual([400, expect.stringMatching(/^Invalid comment\.body: .*10000/)]);
    const exact = await f.as(
      'owner',
      'POST',
      url(acme, 'submit-ticket'),
      ticket({ comment: { body: 'b'.repeat(10000) } }),
    );
    expect(exact.status).toBe(200);
  });

  test('CC addresses keep working with spaces removed', async () => {
    const res = await f.as(
      'owner',
      'POST',
      url(acme, 'submit-ticket'),
      ticket({ email_ccs: [{ user_email: ' ops@acme.example.com ' }] }),
    );
    expect(res.status).toBe(200);
  });

  test('private support eligibility: plan tier and verified e-mail', async () => {
    const plan = await f.as('pastdue', 'POST', url(f.orgId('pastdue-labs'), 'submit-ticket'), ticket());
    expect([plan.status, plan.json]).toEqual([400, NO_PRIVATE_SUPPORT]);
    const unverified = await f.as('unverified', 'POST', url(acme, 'submit-ticket'), ticket());
    expect([unverified.status, unverified.json]).toEqual([400, EMAIL_NOT_VERIFIED]);
  });
});

describe('upload-attachment', () => {
  test('no file part or not multipart → 400', async () => {
    expect(await upload('owner', acme, multipart('x.txt', 'abc', 'other'))).toEqual({
      status: 400,
      json: FILE_REQUIRED,
    });
    const res = await f.as('owner', 'POST', url(acme, 'upload-attachment'), { file: 'abc' });
    expect([res.status, res.json]).toEqual([400, FILE_REQUIRED]);
  });

  test('a file type not accepted → 400 naming the file, before its size is looked at', async () => {
    expect(await upload('owner', acme, multipart('installer.exe', 'MZ'))).toEqual({
      status: 400,
      json: attachmentTypeText('installer.exe'),
    });
    expect((await upload('owner', acme, multipart('Journal.LOG', 'boot ok'))).status).toBe(200);
  });

  test('over 5 MB → 413 with the dashboard message key and the limit (past the 512 kB JSON body limit)', async () => {
    const big = multipart('big.log', 'x'.repeat(ATTACHMENT_LIMIT_BYTES + 1));
    const res = await f.server.core.handle({
      method: 'POST',
      path: url(acme, 'upload-attachment'),
      rawQuery: '',
      ip: '127.0.0.1',
      body: big,
      headers: {
        authorization: `Bearer ${await f.token('owner')}`,
        'x-mock-session': f.session,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(big.length),
      },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      kind: 'json',
      value: {
        error: 'The selected file exceeds the maximum size of 5MB',
        code: 'errors.support_attachment_exceed_limit',
        limit: 5,
      },
    });
    const exact = await f.server.core.handle({
      method: 'POST',
      path: url(acme, 'upload-attachment'),
      rawQuery: '',
      ip: '127.0.0.1',
      body: multipart('ok.log', 'x'.repeat(ATTACHMENT_LIMIT_BYTES)),
      headers: {
        authorization: `Bearer ${await f.token('owner')}`,
        'x-mock-session': f.session,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    expect(exact.status).toBe(200);
  });
});
