/**
 * The full fault-rule form: every effect kind of the contract with its own fields (domain/rule-form.ts
 * derives both from the generated schema), the match criteria (method, path glob, operation, OData
 * resource, persona, device, header) and the scope (times, probability, window on the mock clock).
 * Adds a rule, or edits any stored rule in place. Nothing is sent until every field is valid; a
 * problem shows beside its field.
 */
import { useId, useState } from 'react';
import type { FaultRuleInput } from '../../../api/mock-admin.ts';
import { Button, Checkbox, TextField } from '../../../components/ui/index.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import {
  draftToRule,
  EFFECT_KINDS,
  emptyDraft,
  METHODS,
  ruleToDraft,
  type EffectField,
  type RuleDraft,
} from '../domain/rule-form.ts';
import { MSG } from '../messages.ts';
import { API_OPERATIONS, OPERATION_IDS } from './fault-form.tsx';

type TextKey = Exclude<keyof RuleDraft, 'effect' | 'everyRequest' | 'enabled' | 'kind'>;

const hint = (f: EffectField): string | undefined =>
  f.type === 'json'
    ? MSG.ruleJsonHint
    : f.min !== undefined || f.max !== undefined
      ? `${f.min ?? '…'}–${f.max ?? '…'}`
      : undefined;

export interface RuleEditorProps {
  /** The stored rule being edited; a new rule when absent. */
  rule?: FaultRuleInput;
  pending: boolean;
  onSubmit: (rule: FaultRuleInput) => void;
  onCancel?: () => void;
}

export function RuleEditor({ rule, pending, onSubmit, onCancel }: RuleEditorProps) {
  const listId = useId();
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? ruleToDraft(rule) : emptyDraft()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const kind = EFFECT_KINDS.find((k) => k.kind === draft.kind);
  const text = (key: TextKey, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      value={draft[key]}
      optional
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
      errorMessage={problems[key]}
      {...extra}
    />
  );
  return (
    <form
      className="mock-panel-form"
      noValidate
      aria-label={rule ? `${MSG.edit} ${rule.name ?? rule.id}` : MSG.customRule}
      onSubmit={(e) => {
        e.preventDefault();
        const result = draftToRule(draft, OPERATION_IDS);
        if (!result.ok) return setProblems(Object.fromEntries(result.problems.map((p) => [p.field, p.message])));
        setProblems({});
        onSubmit(rule?.id ? { ...result.rule, id: rule.id } : result.rule);
        if (!rule) setDraft(emptyDraft(draft.kind));
      }}
    >
      {text('name', MSG.ruleName)}
      <NativeSelect
        label={MSG.ruleKind}
        value={draft.kind}
        options={EFFECT_KINDS.map((k) => ({ value: k.kind, label: k.kind }))}
        onChange={(v) => v && setDraft({ ...draft, kind: v, effect: {} })}
        error={problems.kind}
      />
      {kind?.fields.map((f) =>
        f.type === 'enum' ? (
          <NativeSelect
            key={`${kind.kind}.${f.key}`}
            label={`${f.key}${f.required ? '' : ' (optional)'}`}
            value={draft.effect[f.key] ?? ''}
            options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
            onChange={(v) => setDraft({ ...draft, effect: { ...draft.effect, [f.key]: v } })}
            error={problems[`effect.${f.key}`]}
          />
        ) : (
          <TextField
            key={`${kind.kind}.${f.key}`}
            label={f.key}
            optional={!f.required}
            aria-required={f.required || undefined}
            description={hint(f)}
            inputMode={f.type === 'int' ? 'numeric' : f.type === 'number' ? 'decimal' : undefined}
            value={draft.effect[f.key] ?? ''}
            onChange={(e) => setDraft({ ...draft, effect: { ...draft.effect, [f.key]: e.currentTarget.value } })}
            errorMessage={problems[`effect.${f.key}`]}
          />
        ),
      )}
      <fieldset className="mock-panel-fieldset">
        <legend>{MSG.ruleMatch}</legend>
        {text('method', MSG.ruleMethod, { description: METHODS.join(', ') })}
        {text('path', MSG.rulePath, { description: MSG.rulePathHint })}
        {text('operationId', MSG.ruleOperation, { list: listId, autoComplete: 'off' })}
        <datalist id={listId}>
          {API_OPERATIONS.map((op) => (
            <option key={op} value={op} />
          ))}
        </datalist>
        {text('resource', MSG.ruleResource)}
        {text('actor', MSG.actor)}
        {text('device', MSG.ruleDevice)}
        {text('headerName', MSG.ruleHeaderName)}
        {text('headerValue', MSG.ruleHeaderValue)}
        <Checkbox
          checked={draft.everyRequest}
          onChange={(e) => setDraft({ ...draft, everyRequest: e.currentTarget.checked })}
          errorMessage={problems.everyRequest}
        >
          {MSG.everyRequest}
        </Checkbox>
      </fieldset>
      <fieldset className="mock-panel-fieldset">
        <legend>{MSG.ruleScope}</legend>
        {text('times', MSG.ruleTimes, { inputMode: 'numeric' })}
        {text('probability', MSG.ruleProbability, { inputMode: 'decimal' })}
        {text('windowStart', MSG.ruleWindowStart, { description: MSG.ruleInstantHint })}
        {text('windowEnd', MSG.ruleWindowEnd, { description: MSG.ruleInstantHint })}
        {text('windowDuration', MSG.ruleWindowDuration, { description: MSG.ruleDurationHint })}
        <Checkbox checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.currentTarget.checked })}>
          {MSG.enabled}
        </Checkbox>
      </fieldset>
      <div className="mock-panel-actions">
        <Button type="submit" variant="primary" pending={pending}>
          {rule ? MSG.saveFault : MSG.addRule}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{MSG.cancel}</Button> : null}
      </div>
    </form>
  );
}
