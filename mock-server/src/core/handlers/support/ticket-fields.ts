/**
 * The provider's ticket-field list (GET /zendesk/v1/:orgId/ticket-fields; spec 03 §3 "Support
 * ticket fields", §5): system fields (subject, description, priority, type), custom fields with
 * options and defaults, one inactive and one portal-hidden field the form must drop. The
 * organization field (`key: organization`) is always required, whatever the provider says.
 */

export interface TicketFieldOption {
  id: number;
  name: string;
  value: string;
  default: boolean;
}

export interface TicketField {
  id: number;
  key: string | null;
  type: string;
  title: string;
  title_in_portal: string;
  description: string | null;
  position: number;
  active: boolean;
  visible_in_portal: boolean;
  editable_in_portal: boolean;
  required_in_portal: boolean;
  regexp_for_validation: string | null;
  custom_field_options?: TicketFieldOption[];
  system_field_options?: TicketFieldOption[];
}

const ORGANIZATION_FIELD_KEY = 'organization';

const option = (id: number, name: string, value: string, isDefault = false): TicketFieldOption => ({
  id,
  name,
  value,
  default: isDefault,
});

function field(id: number, type: string, title: string, opts: Partial<TicketField> = {}): TicketField {
  return {
    id,
    key: null,
    type,
    title,
    title_in_portal: title,
    description: null,
    position: id,
    active: true,
    visible_in_portal: true,
    editable_in_portal: true,
    required_in_portal: false,
    regexp_for_validation: null,
    ...opts,
  };
}

/** The field list; `position` orders the form. */
export const TICKET_FIELDS: readonly TicketField[] = [
  field(1, 'subject', 'Subject', { required_in_portal: true }),
  field(2, 'description', 'Description', {
    required_in_portal: true,
    description: 'Please describe the problem, what you expected and what happened.',
  }),
  field(3, 'priority', 'Priority', {
    system_field_options: [
      option(31, 'Low', 'low'),
      option(32, 'Normal', 'normal', true),
      option(33, 'High', 'high'),
      option(34, 'Urgent', 'urgent'),
    ],
  }),
  field(4, 'tickettype', 'Type', {
    title_in_portal: 'What kind of request is this?',
    system_field_options: [
      option(41, 'Question', 'question', true),
      option(42, 'Incident', 'incident'),
      option(43, 'Problem', 'problem'),
      option(44, 'Task', 'task'),
    ],
  }),
  // The provider marks it optional; spec 03 §5 makes the organization field always required.
  field(360001, 'text', 'Organization', { key: ORGANIZATION_FIELD_KEY, position: 5 }),
  field(360002, 'tagger', 'Category', {
    key: 'category',
    title_in_portal: 'What is this about?',
    position: 6,
    required_in_portal: true,
    custom_field_options: [
      option(101, 'Device connectivity', 'device_connectivity', true),
      option(102, 'Billing', 'billing'),
      option(103, 'Releases and builds', 'releases'),
      option(104, 'Other', 'other'),
    ],
  }),
  field(360003, 'text', 'Device UUID', {
    key: 'device_uuid',
    position: 7,
    regexp_for_validation: '^([0-9a-f]{32}|[0-9a-f]{62})?$',
    description: 'The affected device, if any.',
  }),
  field(360004, 'multiselect', 'Affected components', {
    key: 'components',
    position: 8,
    custom_field_options: [
      option(111, 'Dashboard', 'dashboard'),
      option(112, 'API', 'api'),
      option(113, 'Devices', 'devices'),
      option(114, 'CLI', 'cli'),
    ],
  }),
  field(360005, 'checkbox', 'Production impact', { key: 'production_impact', position: 9 }),
  field(360006, 'text', 'Legacy reference', { key: 'legacy_reference', position: 10, active: false }),
  field(360007, 'textarea', 'Internal notes', {
    key: 'internal_notes',
    position: 11,
    visible_in_portal: false,
    editable_in_portal: false,
  }),
];

/** True when the form shows the field (active and visible in the portal). */
export const isPortalField = (f: TicketField): boolean => f.active && f.visible_in_portal;

/** True when a submission must fill the field (spec 03 §5: provider's flag, organization always). */
export const isRequired = (f: TicketField): boolean =>
  isPortalField(f) && (f.required_in_portal || f.key === ORGANIZATION_FIELD_KEY);
