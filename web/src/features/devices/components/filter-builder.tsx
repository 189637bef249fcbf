/**
 * The filter builder: pick a field, an operator and a value (or tag key and value); rules show as
 * removable chips. The rules live in the URL (hooks/use-devices-view.ts), never in component state.
 */
import { memo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  ENUM_VALUES,
  FILTER_FIELDS,
  OPERATORS,
  type FilterField,
  type FilterOp,
  type FilterRule,
} from '../filters/filter-model.ts';
import { FIELD_LABEL, MSG, OP_LABEL } from '../messages.ts';

/** Human text of a rule, e.g. "Status is operational" or "Tag site is north". */
function ruleLabel(r: FilterRule): string {
  const field = r.field === 'tag' ? MSG.tagField(r.tagKey ?? '') : FIELD_LABEL[r.field];
  return r.op === 'has' ? `${field} ${OP_LABEL.has}` : `${field} ${OP_LABEL[r.op]} ${r.value}`;
}

const fieldOptions = Object.keys(FILTER_FIELDS).map((f) => ({ id: f, label: FIELD_LABEL[f] ?? f }));

/** Memoised: its three selects cost more than the rest of the page's re-render when rows arrive. */
export const FilterBuilder = memo(function FilterBuilder({
  filters,
  onChange,
}: {
  filters: FilterRule[];
  onChange: (rules: FilterRule[]) => void;
}) {
  const [field, setField] = useState<FilterField>('overall_status');
  const kind = FILTER_FIELDS[field];
  const ops: readonly [FilterOp, ...FilterOp[]] = OPERATORS[kind];
  const [op, setOp] = useState<FilterOp>('eq');
  const [value, setValue] = useState('');
  const [tagKey, setTagKey] = useState('');
  const effectiveOp = ops.includes(op) ? op : ops[0];
  const needsValue = effectiveOp !== 'has';
  const complete = (!needsValue || value !== '') && (field !== 'tag' || tagKey.trim() !== '');

  const add = () => {
    if (!complete) return;
    const rule: FilterRule =
      field === 'tag'
        ? { field, tagKey: tagKey.trim(), op: effectiveOp, value: needsValue ? value : '' }
        : { field, op: effectiveOp, value };
    onChange([...filters, rule]);
    setValue('');
  };

  return (
    <div className="devices-filters">
      <form
        className="devices-filter-form"
        aria-label={MSG.addFilter}
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Select
          label={MSG.field}
          options={fieldOptions}
          selectedKey={field}
          onSelectionChange={(k) => {
            setField(k as FilterField);
            setValue('');
          }}
        />
        {field === 'tag' ? (
          <TextField label={MSG.tagKey} value={tagKey} onChange={(e) => setTagKey(e.target.value)} />
        ) : null}
        <Select
          label={MSG.operator}
          options={ops.map((o) => ({ id: o, label: OP_LABEL[o] ?? o }))}
          selectedKey={effectiveOp}
          onSelectionChange={(k) => setOp(k as FilterOp)}
        />
        {!needsValue ? null : kind === 'enum' || kind === 'bool' ? (
          <Select
            label={MSG.value}
            placeholder={MSG.value}
            options={(kind === 'bool' ? ['true', 'false'] : (ENUM_VALUES[field] ?? [])).map((v) => ({
              id: v,
              label: v,
            }))}
            selectedKey={value || null}
            onSelectionChange={setValue}
          />
        ) : (
          <TextField label={MSG.value} value={value} onChange={(e) => setValue(e.target.value)} />
        )}
        <Button type="submit" disabled={!complete}>
          {MSG.apply}
        </Button>
      </form>
      {filters.length > 0 ? (
        <ul className="devices-filter-chips" aria-label={MSG.filters}>
          {filters.map((r, i) => (
            <li key={`${i}-${ruleLabel(r)}`} className="devices-filter-chip">
              <span>{ruleLabel(r)}</span>
              <button
                type="button"
                className="devices-chip-remove"
                aria-label={MSG.removeFilter(ruleLabel(r))}
                onClick={() => onChange(filters.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
          <li>
            <Button variant="ghost" onClick={() => onChange([])}>
              {MSG.clearFilters}
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
});
