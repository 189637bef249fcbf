/**
 * Texts of the releases pages. Texts quoted in spec 02 are verbatim (marked "spec"); the others are
 * our English wording for what the spec names only by meaning.
 */
export const MSG = {
  listTitle: 'Releases',
  listIntro: 'Every release built for this fleet, newest first.',
  summaryTitle: 'Release {version}',
  settingsTitle: 'Release settings',
  search: 'Search by version, commit or tag',
  statusFilter: 'Status',
  all: 'All',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
  colVersion: 'Version',
  colStatus: 'Status',
  colCommit: 'Commit',
  colCreatedBy: 'Created by',
  colCreated: 'Created',
  colTags: 'Tags',
  colDevices: 'Devices',
  draft: 'draft',
  invalidated: 'invalid',
  valid: 'valid',
  final: 'final',
  default: 'default',
  empty: 'No releases yet. Push code to this fleet to create one.',
  noMatch: 'No releases match these filters.',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages} ({total} releases)',
  notFound: 'Resource not found', // spec
  // summary
  details: 'Details',
  status: 'Status',
  validity: 'Validity',
  finalized: 'Finalized',
  yes: 'yes',
  no: 'no',
  notes: 'Notes',
  knownIssues: 'Known issues',
  noNotes: 'No notes.',
  tags: 'Tags',
  noTags: 'No tags.',
  images: 'Images',
  service: 'Service',
  size: 'Size',
  noImages: 'This release has no images.',
  noDockerfile: 'No Dockerfile available', // spec §8
  noBuildLogs: 'No service build logs available', // spec §8
  dockerfile: 'Dockerfile of {service}',
  compose: 'docker-compose',
  downloadCompose: 'Download docker-compose',
  buildLog: 'Build logs',
  assets: 'Assets',
  noAssets: 'No assets.',
  devices: 'Devices running this release',
  noDevices: 'No device runs this release.',
  // settings
  saveNote: 'Save notes',
  saveKnownIssues: 'Save known issues',
  noteSaved: 'Notes saved',
  knownIssuesSaved: 'Known issues saved',
  invalidate: 'Invalidate release',
  validate: 'Validate release',
  invalidateTitle: 'Invalidate release {version}?',
  invalidateBody: 'An invalid release is no longer offered for pinning and is not deployed to devices tracking the latest release.',
  validateTitle: 'Validate release {version}?',
  validateBody: 'The release becomes available for pinning and deployment again.',
  invalidated_: 'Release invalidated',
  validated: 'Release validated',
  cannotValidate: 'Failed, error, interrupted, cancelled and timeout releases cannot be validated.',
  finalize: 'Finalize release',
  finalizeTitle: 'Finalize release {version}?',
  finalizeBody: 'Finalize is one-way and cannot be undone.',
  finalizedToast: 'Release finalized',
  alreadyFinal: 'This release is final.',
  pinFleet: 'Pin fleet to this release',
  pinnedToast: 'pinned to release', // spec §8 success message
  trackingToast: 'tracking default release', // spec §8
  fleetPinnedHere: 'The fleet is pinned to this release.',
  trackLatest: 'Track latest release',
  notPinnable: 'Only final, valid and successful releases can be pinned.',
  addTag: 'Add tag',
  tagKey: 'Tag name',
  tagValue: 'Value',
  tagKeyRequired: 'A tag name is required',
  tagKeyTooLong: 'The tag name should not be more than 164 characters long',
  tagValueTooLong: 'The value should not be more than 1000 characters long',
  tagDuplicate: 'This tag name already exists on the release',
  editTag: 'Edit tag {key}',
  removeTag: 'Remove tag {key}',
  removeTagTitle: 'Remove tag {key}?',
  tagSaved: 'Tag saved',
  tagRemoved: 'Tag removed',
  save: 'Save',
  cancel: 'Cancel',
  readOnly: 'You can view this release but not change it.',
} as const;

export type ReleasesMessageKey = keyof typeof MSG;

export function msg(key: ReleasesMessageKey, params?: Record<string, string | number>): string {
  const template: string = MSG[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
