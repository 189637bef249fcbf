/**
 * Browser downloads of data the dashboard already holds (CSV exports, keys, logs, invoices, OS
 * images): an object URL on a temporary link, clicked, then revoked once the click has been handled
 * (revoking at once can cancel the download in some browsers).
 */

/** Saves a Blob under `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text under `fileName` with the given media type. */
export function saveText(fileName: string, text: string, type = 'text/plain'): void {
  saveBlob(fileName, new Blob([text], { type }));
}
