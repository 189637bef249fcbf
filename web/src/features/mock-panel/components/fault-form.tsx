/**
 * The add/edit form of a fault rule: a template, the operation from a searchable list of the
 * contract's operations, the template's number, times and persona; problems show beside their field
 * (domain/fault-templates.ts) before anything is sent.
 */
import { useId, useMemo, useState } from 'react';
import { operations } from '../../../../../generated/operations.gen.ts';
import type { FaultRuleInput } from '../../../api/mock-admin.ts';
import { Button, TextField } from '../../../components/ui/index.ts';
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
const API_OPERATIONS = operations.filter((o) => !o.path.startsWith('/__mock')).map((o) => o.operationId);
export const OPERATION_IDS: ReadonlySet<string> = new Set(API_OPERATIONS);

const AMOUNT_LABEL = { retryAfter: MSG.amountRetryAfter, latencyMs: MSG.amountLatencyMs, status: MSG.amountStatus };
const EMPTY: TemplateAnswers = { operationId: '', amount: '', times: '', actor: '' };

export interface FaultFormProps {
  /** Rule id kept when editing (the edited rule is replaced under the same id). */
  id?: string;
  initial?: { template: TemplateId; answers: TemplateAnswers };
  pending: boolean;
  onSubmit: (rule: FaultRuleInput) => void;
}

export function FaultForm({ id, initial, pending, onSubmit }: FaultFormProps) {
  const listId = useId();
  const [template, setTemplate] = useState<TemplateId>(initial?.template ?? 'rate-limit');
  const [answers, setAnswers] = useState<TemplateAnswers>(initial?.answers ?? EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof TemplateAnswers, string>>>({});
  const def = templateById(template);
  const field = (name: keyof TemplateAnswers) => ({
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
        onSubmit(id ? { ...result.rule, id } : result.rule);
        if (!id) setAnswers(EMPTY);
      }}
    >
      <NativeSelect
        label={MSG.template}
        value={template}
        options={options}
        onChange={(v) => v && setTemplate(v as TemplateId)}
      />
      {def.operation !== 'none' ? (
        <>
          <TextField
            label={MSG.operation}
            description={MSG.operationHint}
            list={listId}
            autoComplete="off"
            {...field('operationId')}
          />
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
          {...field('amount')}
        />
      ) : null}
      <TextField label={MSG.times} inputMode="numeric" {...field('times')} />
      <TextField label={MSG.actor} {...field('actor')} />
      <Button type="submit" variant="primary" pending={pending}>
        {id ? MSG.saveFault : MSG.addFault}
      </Button>
    </form>
  );
}
