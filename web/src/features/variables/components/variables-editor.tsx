/**
 * The one variables component of every level (spec 02 §2 "Fleet configuration", §4 "Staged
 * variable edits"): fleet and device, environment and configuration variables. It lists the rows,
 * stages adds, updates and deletes per row, offers per-row undo, a sticky bar with revert-all and
 * apply-all, warns before leaving with unsaved changes, and applies the changes together (deletes
 * first; configuration with concurrency 10), keeping failed rows staged with their error. Right
 * before applying it reads the server's current values: a variable someone else changed since it
 * was staged is not overwritten but kept staged as a conflict, and the user keeps their value or
 * takes the server's, per variable.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, EmptyState, toast } from '../../../components/ui/index.ts';
import { config } from '../../../config.ts';
import { errorText } from '../../../lib/errors.ts';
import { readCurrentVariables } from '../../../api/variable/reads.ts';
import { writeVariable } from '../../../api/variable/writes.ts';
import {
  type ServiceRef,
  type StoredVariable,
  type VariableTarget,
  type VariableWrite,
} from '../../../api/variable/keys.ts';
import { scopeKey, type VarKind, type VarNameRules, type VarScope } from '../domain/name-rules.ts';
import {
  applyOrder,
  EMPTY_STAGED,
  findConflicts,
  indexStored,
  keepMine,
  markConflicts,
  reconcile,
  settle,
  shownRows,
  stageDelete,
  stageSet,
  takeServer,
  undo,
  type Change,
  type Staged,
} from '../domain/staging.ts';
import { canonicalName, schemaNameOf, type ConfigVarSchema } from '../domain/config-schema.ts';
import { runEach } from '../../../lib/batch.ts';
import type { ConfigVarSchemaEntry } from '../domain/value-rules.ts';
import { fleetValueFor } from '../domain/precedence.ts';
import { LeaveWarning } from '../hooks/use-leave-warning.tsx';
import { msg } from '../messages.ts';
import type { VariableFormContext, VariableFormValues } from '../schemas/variable-form.schema.ts';
import { StagedBar } from './staged-bar.tsx';
import { VariableDialog } from './variable-dialog.tsx';
import { VariablesTable, type EditorRow, type RowPermissions } from './variables-table.tsx';

/** Config application concurrency (spec 02 §9); environment changes go out together. */
const CONFIG_APPLY_CONCURRENCY = 10;

export interface VariablesEditorProps {
  kind: VarKind;
  level: 'fleet' | 'device';
  target: VariableTarget;
  /** Variables stored at this level. */
  stored: readonly StoredVariable[];
  /**
   * Device level: fleet values by scope key, shown next to the device value they override
   * (configuration: keyed by the canonical name, see `canonicalName`).
   */
  fleetValues?: ReadonlyMap<string, string>;
  /** Scopes listed even when nothing is stored at this level (device: fleet variables; config: schema names). */
  listed?: readonly VarScope[];
  /** Services a variable can target (environment variables). */
  services?: readonly ServiceRef[];
  rules: VarNameRules;
  schema?: ConfigVarSchema;
  can: RowPermissions;
  /** Called after an apply so the page refetches. */
  onApplied: () => void | Promise<void>;
  /** Extra row actions (the fleet page's device-override dialog). */
  rowExtra?: (row: EditorRow) => ReactNode;
  /** Writes one change (the API by default). */
  write?: (target: VariableTarget, change: VariableWrite) => Promise<void>;
  /** Reads the target's variables as the server holds them now (the API by default). */
  readCurrent?: (target: VariableTarget) => Promise<readonly StoredVariable[]>;
}

/** Which fleet or device, and which kind of variables, an editor changes. */
const targetIdOf = (t: VariableTarget): string => `${t.kind}:${'fleetId' in t ? t.fleetId : t.deviceId}`;

type DialogState = { mode: 'add' } | { mode: 'edit'; row: EditorRow } | null;

/**
 * Staged changes belong to one fleet or device: when the router reuses the page for another (the
 * user confirmed leaving), the editor starts afresh instead of carrying them over to the new target.
 */
export function VariablesEditor(props: VariablesEditorProps) {
  return <TargetEditor key={targetIdOf(props.target)} {...props} />;
}

function TargetEditor(props: VariablesEditorProps) {
  const {
    kind,
    level,
    target,
    stored,
    fleetValues,
    listed = [],
    services,
    rules,
    schema,
    can,
    onApplied,
    rowExtra,
    write = writeVariable,
    readCurrent = readCurrentVariables,
  } = props;
  const [staged, setStaged] = useState<Staged>(EMPTY_STAGED);
  const [applying, setApplying] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const storedIndex = useMemo(() => indexStored(stored), [stored]);
  useEffect(() => setStaged((s) => reconcile(s, storedIndex)), [storedIndex]);

  const serviceName = useCallback(
    (id: number | null) =>
      id === null ? msg('allServices') : (services?.find((s) => s.id === id)?.name ?? String(id)),
    [services],
  );
  const entryOf = useCallback(
    (name: string): ConfigVarSchemaEntry | undefined => {
      if (!schema) return undefined;
      const schemaName = schemaNameOf(name, schema);
      return schemaName ? schema.properties[schemaName] : undefined;
    },
    [schema],
  );

  // Configuration names are compared under their schema name: a stored RESIN_X is the BALENA_X row.
  const canon = useCallback((name: string) => canonicalName(name, schema), [schema]);

  const rows = useMemo((): EditorRow[] => {
    const shown = shownRows(storedIndex, staged);
    // Listed scopes (schema names, fleet variables on a device) appear once, unless a row of the same setting is shown.
    const seen = new Set(shown.map((r) => scopeKey({ name: canon(r.name), serviceId: r.serviceId })));
    const listedRows: Array<{ key: string; name: string; serviceId: number | null; value: undefined }> = [];
    for (const s of listed) {
      const scope = { name: canon(s.name), serviceId: s.serviceId };
      const key = scopeKey(scope);
      if (seen.has(key)) continue;
      seen.add(key);
      listedRows.push({ key, ...scope, value: undefined });
    }
    const all = [...shown, ...listedRows].sort(
      (a, b) => a.name.localeCompare(b.name) || (a.serviceId ?? -1) - (b.serviceId ?? -1),
    );
    // On a device, a service without its own value gets the device's all-services value before any fleet value.
    const deviceWide = new Map(
      level === 'device'
        ? shown.filter((r) => r.serviceId === null && r.value !== undefined).map((r) => [r.name, r.value])
        : [],
    );
    return all.map((r) => ({
      key: r.key,
      name: r.name,
      serviceId: r.serviceId,
      serviceName: serviceName(r.serviceId),
      storedValue: 'stored' in r ? r.stored?.value : undefined,
      change: 'change' in r ? r.change : undefined,
      value: r.value,
      fleetValue: fleetValues ? fleetValueFor(fleetValues, { name: canon(r.name), serviceId: r.serviceId }) : undefined,
      deviceWideValue: r.serviceId === null ? undefined : deviceWide.get(r.name),
      entry: entryOf(r.name),
    }));
  }, [storedIndex, staged, listed, serviceName, fleetValues, entryOf, canon, level]);

  const stage = (scope: VarScope, value: string) => setStaged((s) => stageSet(s, storedIndex, scope, value));
  const remove = (row: EditorRow) => setStaged((s) => stageDelete(s, storedIndex, row));

  const apply = async () => {
    setApplying(true);
    // What the server holds now decides which changes would overwrite someone else's edit.
    let conflicts: ReturnType<typeof findConflicts>;
    try {
      conflicts = findConflicts(staged, indexStored(await readCurrent(target)));
    } catch (e) {
      toast.show({ kind: 'danger', text: msg('conflictCheckFailed', { error: errorText(e) ?? String(e) }) });
      setApplying(false);
      return;
    }
    const toApply = new Map([...staged].filter(([key]) => !conflicts.has(key)));
    const attempted: Change[] = [];
    const failures = new Map<string, string>();
    const limit = kind === 'config' ? CONFIG_APPLY_CONCURRENCY : Number.POSITIVE_INFINITY;
    for (const group of applyOrder(toApply)) {
      attempted.push(...group);
      const outcomes = await runEach(group, (c) => write(target, c), limit);
      for (const o of outcomes) {
        if (!o.ok) failures.set(scopeKey(o.item), errorText(o.error) ?? String(o.error));
      }
    }
    setStaged((s) => settle(markConflicts(s, conflicts), attempted, failures));
    const first = failures.values().next();
    if (conflicts.size > 0)
      toast.show({
        kind: 'danger',
        text: conflicts.size === 1 ? msg('conflictsOne') : msg('conflicts', { count: conflicts.size }),
      });
    else if (first.done) toast.show({ kind: 'success', text: msg('allSuccessful') });
    else toast.show({ kind: 'danger', text: `${msg('someFailed')}: ${first.value}` });
    try {
      await onApplied();
    } finally {
      setApplying(false);
    }
  };

  // Dialog context: names already taken at this level (the edited row excluded).
  const formContext = useMemo((): VariableFormContext | null => {
    if (!dialog) return null;
    const editing = dialog.mode === 'edit' ? dialog.row.key : undefined;
    const taken = rows.filter((r) => r.key !== editing && r.value !== undefined && r.change?.op !== 'delete');
    // On a device, a fleet variable without a device value is overridden through its own row.
    const takenAtLevel = level === 'device' ? taken.filter((r) => r.storedValue !== undefined || r.change) : taken;
    const listedNames =
      level === 'device' || schema
        ? rows.filter((r) => r.key !== editing && r.value === undefined && r.change?.op !== 'delete')
        : [];
    return {
      kind,
      rules,
      taken: [...takenAtLevel, ...listedNames],
      serviceIds: new Set((services ?? []).map((s) => s.id)),
      serviceLabel: serviceName,
      entryOf,
      fixedName: dialog.mode === 'edit',
      canonicalName: canon,
    };
  }, [dialog, rows, kind, rules, services, serviceName, entryOf, level, schema, canon]);

  const initial = (d: NonNullable<DialogState>): VariableFormValues => {
    if (d.mode === 'add') return { name: '', serviceId: '', value: '' };
    const entry = d.row.entry;
    const fallback =
      d.row.deviceWideValue ?? d.row.fleetValue ?? (entry?.default === undefined ? '' : String(entry.default));
    return {
      name: d.row.name,
      serviceId: d.row.serviceId === null ? '' : String(d.row.serviceId),
      value: d.row.value ?? fallback,
    };
  };

  const readOnly = !can.create && !can.update && !can.delete;
  const schemaRows = schema ? rows.filter((r) => r.entry) : [];
  const plainRows = schema ? rows.filter((r) => !r.entry) : rows;
  const columns = { service: kind === 'env', fleetValue: level === 'device', defaults: false };
  const addButton = can.create ? (
    <Button variant="primary" disabled={applying} onClick={() => setDialog({ mode: 'add' })}>
      {kind === 'config' ? msg('addCustomConfig') : msg('addVariable')}
    </Button>
  ) : null;
  const table = (caption: string, list: EditorRow[], defaults: boolean) => (
    <VariablesTable
      caption={caption}
      rows={list}
      columns={{ ...columns, defaults }}
      level={level}
      can={can}
      onEdit={(row) => setDialog({ mode: 'edit', row })}
      onRemove={remove}
      onUndo={(row) => setStaged((s) => undo(s, row.key))}
      onKeepMine={(row) => setStaged((s) => keepMine(s, row.key))}
      onTakeServer={(row) => setStaged((s) => takeServer(s, row.key))}
      extra={rowExtra}
      disabled={applying}
    />
  );

  return (
    <>
      {readOnly ? <p className="muted">{msg('readOnly')}</p> : null}
      {schema ? <Card title={msg('schemaConfig')}>{table(msg('schemaConfig'), schemaRows, true)}</Card> : null}
      <Card title={schema ? msg('customConfig') : msg('envVarsTitle')} actions={addButton}>
        {plainRows.length > 0 ? (
          table(schema ? msg('customConfig') : msg('envVarsTitle'), plainRows, false)
        ) : (
          <EmptyState
            title={kind === 'config' ? msg('emptyConfig') : msg('emptyEnvVars')}
            description={
              <a
                className="link"
                href={`${config.externalUrls.docs}/learn/manage/variables`}
                target="_blank"
                rel="noreferrer"
              >
                {msg('docsLink')}
              </a>
            }
          />
        )}
      </Card>
      <StagedBar
        count={staged.size}
        applying={applying}
        onRevertAll={() => setStaged(EMPTY_STAGED)}
        onApplyAll={() => void apply()}
      />
      <LeaveWarning dirty={staged.size > 0} />
      {dialog && formContext ? (
        <VariableDialog
          title={
            dialog.mode === 'add'
              ? kind === 'config'
                ? msg('addCustomConfig')
                : msg('addTitle')
              : level === 'device' && dialog.row.storedValue === undefined && !dialog.row.change
                ? msg('overrideTitle', { name: dialog.row.name })
                : msg('editTitle', { name: dialog.row.name })
          }
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          context={formContext}
          initial={initial(dialog)}
          services={kind === 'env' ? services : undefined}
          onStage={(v) =>
            stage(dialog.mode === 'edit' ? { name: dialog.row.name, serviceId: dialog.row.serviceId } : v, v.value)
          }
        />
      ) : null}
    </>
  );
}
