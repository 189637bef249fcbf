/**
 * State export/import for `--state FILE` and the admin API: `snapshot(store)` gives a plain
 * JSON-serialisable object; `restore(json)` rebuilds an equivalent store (same ids, next ids,
 * private tables and PRNG state). Computed fields are not stored; they are recomputed on read.
 */
import type { Clock } from '../clock.ts';
import { MockClock } from '../clock.ts';
import type { ModelDef } from '../model/types.ts';
import { createStore, type Store } from './store.ts';
import { StoreError } from './errors.ts';
import type {
  ApiKeySecret,
  BillingAccount,
  BillingInfo,
  Credentials,
  Invoice,
  PrivateTables,
  SupportTicket,
} from './private.ts';
import { setCredentials } from './private.ts';
import { defaultModel } from './model.ts';

const SNAPSHOT_FORMAT = 'fleetmock-store';
const SNAPSHOT_VERSION = 1;

type Json = Record<string, unknown>;

export interface StoreSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  rngState: number;
  tables: Record<string, { nextId: number; rows: Json[] }>;
  private: {
    credentials: Credentials[];
    apiKeys: ApiKeySecret[];
    billingAccounts: BillingAccount[];
    billingInfo: BillingInfo[];
    invoices: Invoice[];
    supportTickets: SupportTicket[];
  };
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A JSON-serialisable copy of the whole store. */
export function snapshot(store: Store): StoreSnapshot {
  const tables: StoreSnapshot['tables'] = {};
  for (const [name, t] of store.tables) tables[name] = { nextId: t.nextId, rows: t.all().map((r) => clone(r)) };
  const p = store.priv;
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    rngState: store.rngState,
    tables,
    private: clone({
      credentials: [...p.credentials.values()],
      apiKeys: [...p.apiKeys.values()],
      billingAccounts: [...p.billingAccounts.values()],
      billingInfo: [...p.billingInfo.values()],
      invoices: [...p.invoices.values()].flat(),
      supportTickets: p.supportTickets,
    }),
  };
}

export interface RestoreOptions {
  model?: ModelDef;
  clock?: Clock;
}

const invalid = (why: string): StoreError => new StoreError(400, `Invalid state file: ${why}`);

function restorePrivate(priv: PrivateTables, data: StoreSnapshot['private']): void {
  for (const c of data.credentials ?? []) setCredentials(priv, c);
  for (const k of data.apiKeys ?? []) priv.apiKeys.set(k.key, k);
  for (const a of data.billingAccounts ?? []) priv.billingAccounts.set(a.organizationId, a);
  for (const b of data.billingInfo ?? []) priv.billingInfo.set(b.organizationId, b);
  for (const inv of data.invoices ?? []) {
    const list = priv.invoices.get(inv.organizationId) ?? [];
    list.push(inv);
    priv.invoices.set(inv.organizationId, list);
  }
  priv.supportTickets.push(...(data.supportTickets ?? []));
}

/** Rebuilds a store from `snapshot()` output (already parsed JSON). Bad input → StoreError 400. */
export function restore(json: unknown, { model = defaultModel, clock = new MockClock() }: RestoreOptions = {}): Store {
  const snap = json as Partial<StoreSnapshot> | null;
  if (!snap || typeof snap !== 'object' || snap.format !== SNAPSHOT_FORMAT)
    throw invalid(`not a ${SNAPSHOT_FORMAT} snapshot`);
  if (snap.version !== SNAPSHOT_VERSION) throw invalid(`unsupported version ${String(snap.version)}`);
  if (!snap.tables || typeof snap.tables !== 'object' || !snap.private) throw invalid('missing tables');
  const store = createStore({ model, clock, rngSeed: 1 });
  store.rngState = Number(snap.rngState) >>> 0 || 1;
  for (const [name, t] of store.tables) {
    const data = snap.tables[name];
    if (!data) continue;
    if (!Array.isArray(data.rows)) throw invalid(`rows of ${name} are not a list`);
    for (const raw of data.rows) {
      if (typeof raw?.id !== 'number') throw invalid(`a row of ${name} has no numeric id`);
      const row = t.newRow(raw.id);
      for (const f of t.def.fields) if (f.name !== 'id' && !f.computed) row[f.name] = raw[f.name] ?? null;
      t.add(row);
    }
    t.nextId = Math.max(t.nextId, Number(data.nextId) || 1);
  }
  restorePrivate(store.priv, snap.private);
  return store;
}
