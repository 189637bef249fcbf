/**
 * The base of links the mock sends out (password-reset, e-mail verification and invitation mails,
 * shown in the outbox and the control panel): the mock's own address (CoreRequest.serverUrl, set by
 * the adapter from `--public-url` or the address the connection reached), never a request header, so
 * a caller cannot make the mock mail a link to a host of its choosing.
 */
import type { CoreRequest } from './http.ts';

/** Where links point when the adapter knows no address (requests made in-process, e.g. `inject`). */
export const DEFAULT_LINK_ORIGIN = 'http://127.0.0.1:4010';

/** The origin (and base path, with `--public-url`) links in mails start with, without a trailing slash. */
export const linkBase = (req: CoreRequest): string => req.serverUrl ?? DEFAULT_LINK_ORIGIN;
