/**
 * The saved-keys table of the preferences tabs (API keys, SSH keys): one row per key with a danger
 * button that opens a confirmation before the key is removed.
 */
import { useState, type ReactNode } from 'react';
import { Button, ConfirmDialog } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

interface KeyTableProps<K extends { id: number }> {
  /** Id of the heading naming the table. */
  labelledBy: string;
  keys: readonly K[];
  /** Header labels of the data columns (an actions column follows). */
  columns: readonly string[];
  /** Cells of a key's row, one per column. */
  cells: (key: K) => ReactNode[];
  /** Text of the row button and of the confirmation's confirm button. */
  actionLabel: string;
  actionAriaLabel: (key: K) => string;
  confirmTitle: (key: K | null) => string;
  confirmText: string;
  onConfirm: (key: K) => Promise<unknown>;
}

export function KeyTable<K extends { id: number }>({
  labelledBy,
  keys,
  columns,
  cells,
  actionLabel,
  actionAriaLabel,
  confirmTitle,
  confirmText,
  onConfirm,
}: KeyTableProps<K>) {
  const [pending, setPending] = useState<K | null>(null);
  return (
    <>
      {keys.length > 0 ? (
        <table className="table key-table key-list" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{MSG.colActions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id}>
                {cells(k).map((cell, i) => (
                  <td key={columns[i]}>{cell}</td>
                ))}
                <td className="table-actions">
                  <Button variant="danger" aria-label={actionAriaLabel(k)} onClick={() => setPending(k)}>
                    {actionLabel}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ConfirmDialog
        title={confirmTitle(pending)}
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        danger
        confirmLabel={actionLabel}
        onConfirm={async () => {
          if (pending) await onConfirm(pending);
        }}
      >
        <p>{confirmText}</p>
      </ConfirmDialog>
    </>
  );
}
