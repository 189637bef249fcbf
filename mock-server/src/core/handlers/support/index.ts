/**
 * The support route group (Zendesk proxy; spec 03 §5, §7), registered in core/app.ts: ticket fields,
 * ticket submission and attachment upload, for members of the organization. Tickets land in the
 * store's private `supportTickets`; upload tokens live per world.
 */
import { json, jsonError } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { World } from '../../world.ts';
import { zTicketSubmission } from '../../../../../generated/zod/zod.gen.ts';
import { billingRoute } from '../billing/route-kit.ts';
import { parseBody } from '../billing/body.ts';
import {
  ATTACHMENT_LIMIT_BYTES,
  ATTACHMENT_LIMIT_MB,
  ATTACHMENT_TOO_LARGE_CODE,
  FILE_REQUIRED,
  attachmentProblem,
  attachmentTooLargeText,
  attachmentTypeText,
} from './constants.ts';
import { privateSupportProblem } from './eligibility.ts';
import { readFilePart } from './multipart.ts';
import { ccProblem, fieldProblem, uploadProblem } from './submission.ts';
import { TICKET_FIELDS } from './ticket-fields.ts';

export interface Upload {
  token: string;
  organizationId: number;
  id: number;
  file_name: string;
  content_type: string;
  size: number;
}

const uploads = new WeakMap<World, Map<string, Upload>>();
/** Upload tokens issued in a world (token → upload). */
export function uploadsOf(world: World): Map<string, Upload> {
  let m = uploads.get(world);
  if (!m) uploads.set(world, (m = new Map()));
  return m;
}

/** CC addresses with spaces removed (spec 03 §5), so the schema's e-mail check sees the clean text. */
function withCleanCcs(body: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(body.email_ccs)) return body;
  const clean = (cc: unknown) =>
    cc && typeof cc === 'object' && typeof (cc as { user_email?: unknown }).user_email === 'string'
      ? { ...cc, user_email: (cc as { user_email: string }).user_email.replace(/\s+/g, '') }
      : cc;
  return { ...body, email_ccs: body.email_ccs.map(clean) };
}

/** First id of attachments (Zendesk-like numbers). */
const FIRST_ATTACHMENT_ID = 9001;
const BASE = '/zendesk/v1/:orgId';

/** Every support route. */
export function supportRoutes(deps: CoreDeps): RouteDef[] {
  return [
    billingRoute(
      deps,
      'GET',
      `${BASE}/ticket-fields`,
      'getSupportTicketFields',
      () => json(200, TICKET_FIELDS),
      'member',
    ),
    billingRoute(
      deps,
      'POST',
      `${BASE}/submit-ticket`,
      'submitSupportTicket',
      (c, { req }) => {
        const raw =
          req.body && typeof req.body === 'object' && !Array.isArray(req.body)
            ? (req.body as Record<string, unknown>)
            : undefined;
        const early = raw ? (ccProblem(raw) ?? fieldProblem(raw)) : undefined;
        if (early) return jsonError(400, early);
        const parsed = parseBody(zTicketSubmission, raw ? withCleanCcs(raw) : req.body);
        if (!parsed.ok) return parsed.response;
        const eligibility = privateSupportProblem(c.world, c.orgId, c.user);
        if (eligibility) return jsonError(400, eligibility);
        const issued = uploadsOf(c.world);
        const tokens = parsed.value.comment.uploads ?? [];
        const bad = uploadProblem(tokens, (t) => issued.get(t)?.organizationId === c.orgId);
        if (bad) return jsonError(400, bad);
        const tickets = c.world.store.priv.supportTickets;
        const id = tickets.reduce((max, t) => Math.max(max, t.id), 0) + 1;
        const createdAt = new Date(c.world.clock.now()).toISOString();
        const { comment, subject, ...fields } = parsed.value;
        tickets.push({
          id,
          organizationId: c.orgId,
          userId: c.user.userId,
          subject: subject ?? '',
          comment: comment.body,
          createdAt,
          fields: { ...fields, uploads: tokens },
        });
        return json(200, {
          ticket: { id, subject: subject ?? null, status: 'new', created_at: createdAt, url: `/zendesk/tickets/${id}` },
        });
      },
      'member',
    ),
    billingRoute(
      deps,
      'POST',
      `${BASE}/upload-attachment`,
      'uploadSupportAttachment',
      (c, { req }) => {
        const file = readFilePart(req.headers['content-type'], req.body);
        if (!file) return jsonError(400, FILE_REQUIRED);
        if (attachmentProblem({ name: file.fileName, size: file.size }) === 'type')
          return jsonError(400, attachmentTypeText(file.fileName));
        if (file.size > ATTACHMENT_LIMIT_BYTES) {
          return json(413, {
            error: attachmentTooLargeText(ATTACHMENT_LIMIT_MB),
            code: ATTACHMENT_TOO_LARGE_CODE,
            limit: ATTACHMENT_LIMIT_MB,
          });
        }
        const issued = uploadsOf(c.world);
        const upload: Upload = {
          token: `upl_fleetmock_${issued.size + 1}`,
          organizationId: c.orgId,
          id: FIRST_ATTACHMENT_ID + issued.size,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.size,
        };
        issued.set(upload.token, upload);
        return json(200, {
          upload: {
            token: upload.token,
            attachment: {
              id: upload.id,
              file_name: upload.file_name,
              content_type: upload.content_type,
              size: upload.size,
            },
          },
        });
      },
      'member',
    ),
  ];
}
