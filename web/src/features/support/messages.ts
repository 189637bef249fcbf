/** User-facing texts of the support drawer and the ticket form (spec 03 §2, §5, §6, §8). */
export const MSG = {
  open: 'Support',
  title: 'Support',
  close: 'Close',
  status: 'Status',
  privateSupport: 'Private support',
  organization: 'Organization',
  noOrganization: 'Private support is offered to members of an organization.',
  loading: 'Loading…',
  loggedInAs: 'Private support is disabled while you are logged in as another user.', // spec 03 §6
  verifyEmail: 'Private support needs a verified e-mail address. Set and verify your e-mail in your preferences.', // spec 03 §6
  upgradeForSupport: 'The plan of this organization does not include private support. Upgrade the plan to get it.',
  createTicket: 'Create a ticket',
  portal: 'Open the support portal',
  community: 'Community forum',
  forums: 'Ask the community in the forums',
  docSearch: 'Search the documentation',
  noResults: 'No matching documentation.',
  featureRequests: 'Feature requests',
  cc: 'CC (comma-separated e-mails)',
  invalidCc: 'Invalid e-mail address: {emails}',
  attachments: 'Attachments',
  removeFile: 'Remove {name}',
  submit: 'Submit ticket',
  cancel: 'Cancel',
  done: 'Done',
  ticketCreated: 'Ticket #{id} was created. We will reply by e-mail.',
  submitFailed: 'The ticket could not be submitted.',
  somethingWrong: 'Something went wrong', // spec 03 §8 ticket fields load failure
  goBack: 'Go back',
} as const;

export const fill = (text: string, params: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
