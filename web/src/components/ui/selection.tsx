/**
 * Row selection for plain tables and the bar of batch actions over it (spec 02 §2: batch actions on
 * members, team access and releases). `useRowSelection` keeps only ids still in the list, so rows
 * that disappear after a refresh leave the selection. Checkboxes are native and labelled; the
 * header one is "Select all rows" and turns mixed when only some rows are chosen.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { Tooltip } from './tooltip.tsx';
import { t } from '../../lib/i18n.ts';

export interface RowSelection<Id> {
  /** Selected ids, in list order. */
  selected: Id[];
  has: (id: Id) => boolean;
  toggle: (id: Id) => void;
  /** Selects every row, or none when all are selected. */
  toggleAll: () => void;
  clear: () => void;
  /** Selects exactly these ids. */
  replace: (ids: readonly Id[]) => void;
  all: boolean;
  some: boolean;
}

/** Selection over the ids of the rows shown. */
export function useRowSelection<Id>(ids: readonly Id[]): RowSelection<Id> {
  const [chosen, setChosen] = useState<ReadonlySet<Id>>(new Set());
  const selected = useMemo(() => ids.filter((id) => chosen.has(id)), [ids, chosen]);
  const all = ids.length > 0 && selected.length === ids.length;
  return {
    selected,
    has: (id) => chosen.has(id),
    toggle: (id) =>
      setChosen((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setChosen(all ? new Set() : new Set(ids)),
    clear: () => setChosen(new Set()),
    replace: (next) => setChosen(new Set(next)),
    all,
    some: selected.length > 0 && !all,
  };
}

/**
 * The table kit's selection props for this selection (`<Table {...tableSelection(selection, rows, (r) => r.id)} />`):
 * the kit's labelled checkboxes drive the selection, ids travel as strings.
 */
export function tableSelection<Row, Id>(selection: RowSelection<Id>, rows: readonly Row[], idOf: (row: Row) => Id) {
  return {
    selectable: true,
    selectedIds: new Set(selection.selected.map(String)),
    onSelectionChange: (ids: ReadonlySet<string>) =>
      selection.replace(rows.map(idOf).filter((id) => ids.has(String(id)))),
  };
}

/** The bar shown while rows are selected: the count, a clear button and the batch actions. */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section className="bulk-bar" aria-label={t('selection.bulkActions')}>
      <strong>{t('selection.selected', { count })}</strong>
      <Button variant="ghost" onClick={onClear}>
        {t('selection.clear')}
      </Button>
      <div className="bulk-bar-actions" role="group" aria-label={t('selection.bulkActions')}>
        {children}
      </div>
    </section>
  );
}

/**
 * A batch action button; when `reason` is set it is disabled, with the reason in a tooltip and as
 * its description (shown next to it, or only to assistive technology with `reasonShown` false).
 */
export function BulkAction({
  reason,
  reasonShown = true,
  children,
  ...button
}: ButtonProps & { reason?: string | null; reasonShown?: boolean }) {
  const id = useId();
  const control = (
    <Button {...button} disabled={Boolean(reason) || button.disabled} aria-describedby={reason ? id : undefined}>
      {children}
    </Button>
  );
  if (!reason) return control;
  return (
    <>
      <Tooltip content={reason} wrapDisabled>
        {control}
      </Tooltip>
      <span id={id} className={reasonShown ? 'bulk-bar-reason' : 'visually-hidden'}>
        {reason}
      </span>
    </>
  );
}
