/**
 * Store write errors carry the HTTP status and the exact pinejs message, so handlers can answer
 * with `jsonError(err.status, err.message)` (api-ground-truth §1.4 and §7).
 */
export class StoreError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/** `"device" and "tag_key" must be unique.` — fields from the constraint, quoted (§1.4, §7). */
export function uniqueError(fields: readonly string[]): StoreError {
  const quoted = fields.map((f) => `"${f}"`);
  const list = quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return new StoreError(409, `${list} must be unique.`);
}

/** Delete blocked by a row that still references the target (§1.4). */
export const referencedError = (resource: string): StoreError =>
  new StoreError(409, `Data is referenced by ${resource}.`);

/** Insert/update pointing at a row that does not exist (§1.4). */
export const FOREIGN_KEY_MESSAGE = 'Foreign key constraint violated';
export const foreignKeyError = (): StoreError => new StoreError(409, FOREIGN_KEY_MESSAGE);

/** PATCH with an empty body (§1.4, §7). */
export const NO_FIELDS_MESSAGE = 'No fields to update';

/** Turns `app_name` into `app name` as SBVR rule texts read. */
export const ruleWords = (field: string): string => field.replace(/__/g, ' ').replace(/_/g, ' ');

/** An SBVR-style rule violation (400), e.g. the app-name length rule the SDK tests check (§1.4). */
export const ruleError = (text: string): StoreError => new StoreError(400, `It is necessary that ${text}`);
