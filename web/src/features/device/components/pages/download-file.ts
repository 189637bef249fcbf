/** "checks_<uuid>_<timestamp>.json": lowercase, with the device uuid and the time (spec 02 §9). */
export function diagnosticsFileName(kind: string, uuid: string, at: Date, ext: string): string {
  return `${kind}_${uuid}_${at.toISOString().replace(/[:.]/g, '-')}.${ext}`.toLowerCase();
}
