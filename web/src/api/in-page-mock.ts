/**
 * Where the mock core runs in this very page (the zero-server demo), its boot script registers how to
 * open the core's websocket routes directly (mock-server/src/msw/in-page-socket.ts, wired in
 * scripts/static-demo/boot.ts). The panel's journal tail then gets entries pushed by the core as it
 * records them. Kept free of imports so registering it costs the page nothing.
 */

/** The page's end of a socket to the in-page mock. */
export interface InPageSocket {
  send(data: string): void;
  close(): void;
}

export type InPageSocketOpener = (
  target: string,
  handlers: { onMessage(data: string): void; onClose(code: number): void },
) => InPageSocket;

let opener: InPageSocketOpener | undefined;

/** Registers (or, with undefined, removes) the in-page mock's socket opener. */
export function setInPageMockSockets(open: InPageSocketOpener | undefined): void {
  opener = open;
}

/** The in-page mock's socket opener, when the mock runs in this page. */
export const inPageMockSockets = (): InPageSocketOpener | undefined => opener;
