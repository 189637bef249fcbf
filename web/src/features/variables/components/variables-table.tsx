/**
 * One table of variables with their staged state (spec 02 §2: green added, yellow updated, red
 * struck-through deleted; per-row update, delete and undo). Purely presentational: rows and
 * callbacks come from the editor.
 */
import type { ReactNode } from 'react';
import { Badge, Button, Table, column, cx } from '../../../components/ui/index.ts';
import type { Change } from '../domain/staging.ts';
import type { ConfigVarSchemaEntry } from '../domain/value-rules.ts';
import { defaultText } from '../domain/config-schema.ts';
import { msg } from '../messages.ts';

export interface EditorRow {
  key: string;
  name: string;
  serviceId: number | null;
  serviceName: string;
  /** Stored at this level. */
  storedValue?: string;
  change?: Change;
  /** Value at this level after applying (undefined: unset or deleted). */
  value: string | undefined;
  /** Device level: the fleet value this row overrides. */
  fleetValue?: string;
  /** Device level, service rows: the device's all-services value, which applies when the row has none. */
  deviceWideValue?: string;
  entry?: ConfigVarSchemaEntry;
}

export interface TableColumns {
  service: boolean;
  fleetValue: boolean;
  defaults: boolean;
}

export interface RowPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

const STATE_CLASS = { add: 'vars-row-added', update: 'vars-row-updated', delete: 'vars-row-deleted' } as const;
const STATE_LABEL = { add: 'stateAdded', update: 'stateUpdated', delete: 'stateDeleted' } as const;

function ValueText({ value, fallback }: { value: string | undefined; fallback?: string }) {
  if (value !== undefined) return <>{value.startsWith('data:') ? `${value.slice(0, 32)}…` : value}</>;
  return <span className="muted">{fallback ?? msg('notSet')}</span>;
}

/** What an unset device row falls back to: the device's all-services value, else the fleet's. */
function inheritedText(row: EditorRow): string | undefined {
  if (row.deviceWideValue !== undefined) return msg('inheritedDevice', { value: row.deviceWideValue });
  return row.fleetValue !== undefined ? msg('inherited') : undefined;
}

export interface VariablesTableProps {
  caption: string;
  rows: readonly EditorRow[];
  columns: TableColumns;
  level: 'fleet' | 'device';
  can: RowPermissions;
  onEdit: (row: EditorRow) => void;
  onRemove: (row: EditorRow) => void;
  onUndo: (row: EditorRow) => void;
  /** A change in conflict with the server: write the user's value anyway. */
  onKeepMine?: (row: EditorRow) => void;
  /** A change in conflict with the server: drop it and keep the server's value. */
  onTakeServer?: (row: EditorRow) => void;
  extra?: (row: EditorRow) => ReactNode;
  /** While the staged changes are being applied, rows cannot be changed (an edit then would be lost). */
  disabled?: boolean;
}

export function VariablesTable({
  caption,
  rows,
  columns,
  level,
  can,
  onEdit,
  onRemove,
  onUndo,
  onKeepMine,
  onTakeServer,
  extra,
  disabled = false,
}: VariablesTableProps) {
  const isOverride = (row: EditorRow) =>
    level === 'device' && row.storedValue === undefined && row.change?.op !== 'add';
  // Names repeat across services: a service variable's controls name their service.
  const labelOf = (row: EditorRow) => (row.serviceId === null ? row.name : `${row.name} (${row.serviceName})`);
  const tableColumns = [
    column<EditorRow>(
      'name',
      msg('colName'),
      (row) => {
        const op = row.change?.op;
        return (
          <>
            <code>{row.name}</code>
            {op ? (
              <>
                {' '}
                <Badge tone={op === 'add' ? 'success' : op === 'update' ? 'warning' : 'danger'}>
                  {msg(STATE_LABEL[op])}
                </Badge>
              </>
            ) : null}
            {row.entry?.will_reboot ? (
              <>
                {' '}
                <Badge tone="warning">{msg('willReboot')}</Badge>
              </>
            ) : null}
            {row.entry?.description ? <span className="vars-description">{row.entry.description}</span> : null}
            {row.entry?.warning ? <span className="vars-description">{row.entry.warning}</span> : null}
            {row.entry?.enum ? (
              <span className="vars-description">{msg('allowedValues', { values: row.entry.enum.join(', ') })}</span>
            ) : null}
            {row.change?.error ? (
              <span className="vars-row-error">{msg('rowFailed', { error: row.change.error })}</span>
            ) : null}
            {row.change?.conflict !== undefined ? (
              <ConflictNote
                change={row.change}
                label={labelOf(row)}
                disabled={disabled}
                onKeepMine={() => onKeepMine?.(row)}
                onTakeServer={() => onTakeServer?.(row)}
              />
            ) : null}
          </>
        );
      },
      { className: 'vars-name' },
    ),
    ...(columns.service ? [column<EditorRow>('service', msg('colService'), (row) => row.serviceName)] : []),
    column<EditorRow>(
      'value',
      level === 'device' ? msg('colDeviceValue') : msg('colValue'),
      (row) => (
        <ValueText
          value={row.change?.op === 'delete' ? row.storedValue : row.value}
          fallback={level === 'device' ? inheritedText(row) : undefined}
        />
      ),
      { className: 'vars-value' },
    ),
    ...(columns.fleetValue
      ? [
          column<EditorRow>('fleetValue', msg('colFleetValue'), (row) => <ValueText value={row.fleetValue} />, {
            className: 'vars-value',
          }),
        ]
      : []),
    ...(columns.defaults
      ? [
          column<EditorRow>('default', msg('colDefault'), (row) => (row.entry ? defaultText(row.entry) : ''), {
            className: 'vars-value',
          }),
        ]
      : []),
    column<EditorRow>('actions', msg('colActions'), (row) => {
      const op = row.change?.op;
      const stored = row.storedValue !== undefined;
      const editable = op === 'add' || (!stored && op === undefined) ? can.create : can.update;
      const label = labelOf(row);
      return (
        <div className="vars-row-actions">
          {op !== 'delete' && editable ? (
            <Button
              aria-label={isOverride(row) ? msg('overrideNamed', { name: label }) : msg('editNamed', { name: label })}
              disabled={disabled}
              onClick={() => onEdit(row)}
            >
              {isOverride(row) ? msg('override') : msg('edit')}
            </Button>
          ) : null}
          {stored && op !== 'delete' && can.delete ? (
            <Button
              variant="danger"
              aria-label={msg('removeNamed', { name: label })}
              disabled={disabled}
              onClick={() => onRemove(row)}
            >
              {msg('remove')}
            </Button>
          ) : null}
          {op === 'add' && can.create ? (
            <Button
              variant="danger"
              aria-label={msg('removeNamed', { name: label })}
              disabled={disabled}
              onClick={() => onRemove(row)}
            >
              {msg('remove')}
            </Button>
          ) : null}
          {op ? (
            <Button
              variant="ghost"
              aria-label={msg('undoNamed', { name: label })}
              disabled={disabled}
              onClick={() => onUndo(row)}
            >
              {msg('undo')}
            </Button>
          ) : null}
          {extra?.(row)}
        </div>
      );
    }),
  ];
  return (
    <Table
      label={caption}
      className="vars-table"
      data={rows}
      columns={tableColumns}
      getRowId={(row) => row.key}
      getRowProps={(row) => {
        const op = row.change?.op;
        return {
          className: cx(op && STATE_CLASS[op]) || undefined,
          'data-state': op ?? 'unchanged',
          'data-name': row.name,
          'data-service': row.serviceName,
        };
      }}
    />
  );
}

/** A staged change someone else overtook on the server: what the server has now, and the two choices. */
function ConflictNote({
  change,
  label,
  disabled,
  onKeepMine,
  onTakeServer,
}: {
  change: NonNullable<EditorRow['change']>;
  label: string;
  disabled: boolean;
  onKeepMine: () => void;
  onTakeServer: () => void;
}) {
  const server = change.conflict;
  const text =
    server === null || server === undefined
      ? msg('conflictDeleted')
      : change.base === null
        ? msg('conflictCreated', { value: server.value })
        : msg('conflictChanged', { value: server.value });
  return (
    <span className="vars-row-error vars-row-conflict" role="group" aria-label={text}>
      {text}{' '}
      <Button aria-label={msg('keepMineNamed', { name: label })} disabled={disabled} onClick={onKeepMine}>
        {msg('keepMine')}
      </Button>{' '}
      <Button
        variant="ghost"
        aria-label={msg('takeServerNamed', { name: label })}
        disabled={disabled}
        onClick={onTakeServer}
      >
        {msg('takeServer')}
      </Button>
    </span>
  );
}
