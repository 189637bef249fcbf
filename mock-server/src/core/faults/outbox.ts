/**
 * The per-world mail outbox (written by the accounts module): mails the
 * mock "sends" (verification, password reset, invitations) land here instead of an SMTP server, so
 * QA and Playwright read the links from `GET /__mock/outbox`. Bounded like the journal.
 */
import type { World } from '../world.ts';

/** Most mails kept per world; older ones drop off first. */
const OUTBOX_LIMIT = 1_000;

export interface Mail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
  /** Links in the mail (verification, reset, invitation), for tests. */
  links?: string[];
  /** Mock-clock ISO time it was sent (set by `push` when absent). */
  sentAt?: string;
  /** Free-form kind, e.g. `verify-email`, `password-reset`, `invite`. */
  kind?: string;
}

export class Outbox {
  private mails: Mail[] = [];
  constructor(private readonly now: () => number) {}

  /** Records a sent mail (oldest dropped beyond OUTBOX_LIMIT). */
  push(mail: Mail): Mail {
    const stored: Mail = { ...mail, sentAt: mail.sentAt ?? new Date(this.now()).toISOString() };
    this.mails.push(stored);
    if (this.mails.length > OUTBOX_LIMIT) this.mails.splice(0, this.mails.length - OUTBOX_LIMIT);
    return stored;
  }

  /** Mails in send order, optionally only those to one address (case-insensitive). */
  list(to?: string): Mail[] {
    const want = to?.toLowerCase();
    return this.mails.filter((m) => want === undefined || m.to.toLowerCase() === want).map((m) => ({ ...m }));
  }

  clear(): number {
    const n = this.mails.length;
    this.mails = [];
    return n;
  }
}

const outboxes = new WeakMap<World, Outbox>();

/** The outbox of a world (created on first use; a reset world starts empty). */
export function outboxOf(world: World): Outbox {
  let o = outboxes.get(world);
  if (!o) outboxes.set(world, (o = new Outbox(() => world.clock.now())));
  return o;
}
