/**
 * One table of variables with their staged state (spec 02 §2: green added, yellow updated, red
 * struck-through deleted; per-row update, delete and undo). Purely presentational: rows and
 * callbacks come from the editor.
 */
import type { ReactNode } from 'react';
import { Badge, Button, cx } from '../../../components/ui/index.ts';
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
  extra,
  disabled = false,
}: VariablesTableProps) {
  return (
    <table className="vars-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{msg('colName')}</th>
          {columns.service ? <th scope="col">{msg('colService')}</th> : null}
          <th scope="col">{level === 'device' ? msg('colDeviceValue') : msg('colValue')}</th>
          {columns.fleetValue ? <th scope="col">{msg('colFleetValue')}</th> : null}
          {columns.defaults ? <th scope="col">{msg('colDefault')}</th> : null}
          <th scope="col">{msg('colActions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const op = row.change?.op;
          const stored = row.storedValue !== undefined;
          const editable = op === 'add' || (!stored && op === undefined) ? can.create : can.update;
          // Names repeat across services: a service variable's controls name their service.
          const label = row.serviceId === null ? row.name : `${row.name} (${row.serviceName})`;
          const editLabel =
            level === 'device' && !stored && op !== 'add'
              ? msg('overrideNamed', { name: label })
              : msg('editNamed', { name: label });
          return (
            <tr
              key={row.key}
              className={cx(op && STATE_CLASS[op])}
              data-state={op ?? 'unchanged'}
              data-name={row.name}
              data-service={row.serviceName}
            >
              <td className="vars-name">
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
                  <span className="vars-description">
                    {msg('allowedValues', { values: row.entry.enum.join(', ') })}
                  </span>
                ) : null}
                {row.change?.error ? (
                  <span className="vars-row-error">{msg('rowFailed', { error: row.change.error })}</span>
                ) : null}
              </td>
              {columns.service ? <td>{row.serviceName}</td> : null}
              <td className="vars-value">
                <ValueText
                  value={op === 'delete' ? row.storedValue : row.value}
                  fallback={level === 'device' ? inheritedText(row) : undefined}
                />
              </td>
              {columns.fleetValue ? (
                <td className="vars-value">
                  <ValueText value={row.fleetValue} />
                </td>
              ) : null}
              {columns.defaults ? <td className="vars-value">{row.entry ? defaultText(row.entry) : ''}</td> : null}
              <td>
                <div className="vars-row-actions">
                  {op !== 'delete' && editable ? (
                    <Button aria-label={editLabel} disabled={disabled} onClick={() => onEdit(row)}>
                      {level === 'device' && !stored && op !== 'add' ? msg('override') : msg('edit')}
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
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
