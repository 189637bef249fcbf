/**
 * The saved-keys table of the preferences tabs (API keys, SSH keys): one row per key with a danger
 * button that opens a confirmation before the key is removed, after any other row action.
 */
import { useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, ConfirmDialog, Table, column } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

interface KeyTableProps<K extends { id: number }> {
  /** Id of the heading naming the table. */
  labelledBy: string;
  keys: readonly K[];
  /** The data columns (an actions column follows). */
  columns: ColumnDef<K, unknown>[];
  /** Text of the row button and of the confirmation's confirm button. */
  actionLabel: string;
  actionAriaLabel: (key: K) => string;
  confirmTitle: (key: K | null) => string;
  confirmText: string;
  onConfirm: (key: K) => Promise<unknown>;
  /** Another row action shown before the danger button (the API keys' Edit). */
  rowAction?: (key: K) => ReactNode;
}

export function KeyTable<K extends { id: number }>({
  labelledBy,
  keys,
  columns,
  actionLabel,
  actionAriaLabel,
  confirmTitle,
  confirmText,
  onConfirm,
  rowAction,
}: KeyTableProps<K>) {
  const [pending, setPending] = useState<K | null>(null);
  return (
    <>
      {keys.length > 0 ? (
        <Table
          labelledBy={labelledBy}
          className="key-table key-list"
          data={keys}
          columns={[
            ...columns,
            column<K>(
              'actions',
              <span className="visually-hidden">{MSG.colActions}</span>,
              (k) => (
                <>
                  {rowAction?.(k)}
                  <Button variant="danger" aria-label={actionAriaLabel(k)} onClick={() => setPending(k)}>
                    {actionLabel}
                  </Button>
                </>
              ),
              { className: 'table-actions' },
            ),
          ]}
          getRowId={(k) => String(k.id)}
        />
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
