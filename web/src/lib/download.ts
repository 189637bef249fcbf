/**
 * Browser downloads of data the dashboard already holds (CSV exports, keys, logs, invoices, OS
 * images): an object URL on a temporary link, clicked, then revoked once the click has been handled
 * (revoking at once can cancel the download in some browsers).
 */

/** How long the object URL of a download outlives the click (the browser has taken the file by then). */
const REVOKE_AFTER_MS = 1000;

/** Saves a Blob under `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves text under `fileName` with the given media type. */
export function saveText(fileName: string, text: string, type = 'text/plain'): void {
  saveBlob(fileName, new Blob([text], { type }));
}
