/**
 * The quick-add form of a fault rule: a template, the operation from a searchable list of the
 * contract's operations (or "every request", ticked explicitly), the template's number (filled in with
 * its usual value, visibly), times and persona; problems show beside their field
 * (domain/fault-templates.ts) before anything is sent, so Enter in a half-filled form sends nothing.
 */
import { useId, useMemo, useState } from 'react';
import { operations } from '../../../../../generated/operations.gen.ts';
import type { FaultRuleInput } from '../../../api/mock-admin.ts';
import { Button, Checkbox, TextField } from '../../../components/ui/index.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import {
  TEMPLATES,
  templateById,
  templateToRule,
  type TemplateAnswers,
  type TemplateId,
} from '../domain/fault-templates.ts';
import { MSG } from '../messages.ts';

/** The API's operations (the admin API never takes faults). */
export const API_OPERATIONS = operations.filter((o) => !o.path.startsWith('/__mock')).map((o) => o.operationId);
export const OPERATION_IDS: ReadonlySet<string> = new Set(API_OPERATIONS);

const AMOUNT_LABEL = { retryAfter: MSG.amountRetryAfter, latencyMs: MSG.amountLatencyMs, status: MSG.amountStatus };
const EMPTY: TemplateAnswers = { operationId: '', amount: '', times: '', actor: '' };

export interface FaultFormProps {
  pending: boolean;
  onSubmit: (rule: FaultRuleInput) => void;
}

/** Quick add from a template (any rule is edited in the full form, rule-editor.tsx). */
export function FaultForm({ pending, onSubmit }: FaultFormProps) {
  const listId = useId();
  const [template, setTemplate] = useState<TemplateId>('rate-limit');
  // The template's amount is filled in, visibly: what is sent is always what the form shows.
  const fresh = (t: TemplateId): TemplateAnswers => ({ ...EMPTY, amount: templateById(t).amount?.default ?? '' });
  const [answers, setAnswers] = useState<TemplateAnswers>(() => fresh('rate-limit'));
  const [problems, setProblems] = useState<Partial<Record<keyof TemplateAnswers, string>>>({});
  const def = templateById(template);
  const field = (name: Exclude<keyof TemplateAnswers, 'everyRequest'>) => ({
    value: answers[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setAnswers({ ...answers, [name]: e.currentTarget.value }),
    errorMessage: problems[name],
  });
  const options = useMemo(() => TEMPLATES.map((t) => ({ value: t.id, label: MSG[`template.${t.id}`] })), []);
  return (
    <form
      className="mock-panel-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const result = templateToRule(template, answers, OPERATION_IDS);
        if (!result.ok) return setProblems(Object.fromEntries(result.problems.map((p) => [p.field, p.message])));
        setProblems({});
        onSubmit(result.rule);
        setAnswers(fresh(template));
      }}
    >
      <NativeSelect
        label={MSG.template}
        value={template}
        options={options}
        onChange={(v) => {
          if (!v) return;
          const next = v as TemplateId;
          setTemplate(next);
          setAnswers({ ...answers, amount: templateById(next).amount?.default ?? '' });
        }}
      />
      {def.operation !== 'none' ? (
        <>
          <TextField
            label={MSG.operation}
            description={MSG.operationHint}
            list={listId}
            autoComplete="off"
            aria-required={def.operation === 'required' || !answers.everyRequest}
            disabled={def.operation === 'optional' && answers.everyRequest}
            {...field('operationId')}
          />
          {def.operation === 'optional' ? (
            <Checkbox
              checked={answers.everyRequest ?? false}
              onChange={(e) => setAnswers({ ...answers, everyRequest: e.currentTarget.checked })}
            >
              {MSG.everyRequest}
            </Checkbox>
          ) : null}
          <datalist id={listId}>
            {API_OPERATIONS.map((op) => (
              <option key={op} value={op} />
            ))}
          </datalist>
        </>
      ) : null}
      {def.amount ? (
        <TextField
          label={AMOUNT_LABEL[def.amount.kind]}
          inputMode="numeric"
          placeholder={def.amount.default}
          aria-required
          {...field('amount')}
        />
      ) : null}
      <TextField label={MSG.times} inputMode="numeric" optional {...field('times')} />
      <TextField label={MSG.actor} optional {...field('actor')} />
      <Button type="submit" variant="primary" pending={pending}>
        {MSG.addFault}
      </Button>
    </form>
  );
}
