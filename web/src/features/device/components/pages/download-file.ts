/** Saves text as a file through an object URL (log and check downloads, spec 02 §9 file names). */
export function saveText(fileName: string, text: string, type = 'text/plain'): void {
  saveBlob(fileName, new Blob([text], { type }));
}

export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "checks_<uuid>_<timestamp>.json": lowercase, with the device uuid and the time (spec 02 §9). */
export function diagnosticsFileName(kind: string, uuid: string, at: Date, ext: string): string {
  return `${kind}_${uuid}_${at.toISOString().replace(/[:.]/g, '-')}.${ext}`.toLowerCase();
}
