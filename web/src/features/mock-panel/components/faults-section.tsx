/**
 * Faults: the session's rules with their hit counts; add from a template, toggle (a switched-off rule
 * is removed from the mock and kept here, to be added again under its id), edit, remove; the chaos
 * preset; and the near misses — requests a rule almost matched, with the criterion that failed.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminWrites, useAdminWrite, type FaultRule, type FaultRuleInput } from '../../../api/mock-admin.ts';
import { Button, Switch } from '../../../components/ui/index.ts';
import { CHAOS_PRESET, type TemplateAnswers, type TemplateId } from '../domain/fault-templates.ts';
import { MSG, fill } from '../messages.ts';
import { FaultForm } from './fault-form.tsx';
import { errorText, usePanel } from './use-panel.ts';

/** The stored rule as the body that adds it again. */
const inputOf = (r: FaultRule): FaultRuleInput => ({
  id: r.id,
  ...(r.name ? { name: r.name } : {}),
  ...(r.match ? { match: r.match } : {}),
  effect: r.effect,
  ...(r.times ? { times: r.times } : {}),
  ...(r.probability !== undefined ? { probability: r.probability } : {}),
});

/** The form answers of a rule made from a template (for editing); undefined for other rules. */
function answersOf(r: FaultRuleInput): { template: TemplateId; answers: TemplateAnswers } | undefined {
  const e = r.effect as { kind?: string; status?: number; retryAfter?: number; ms?: number };
  const template: TemplateId | undefined =
    e.kind === 'status' && e.status === 429
      ? 'rate-limit'
      : e.kind === 'status' && (e.status ?? 0) >= 500
        ? 'server-error'
        : e.kind === 'latency'
          ? 'latency'
          : e.kind === 'offline'
            ? 'offline'
            : e.kind === 'destroy'
              ? 'socket-drop'
              : e.kind === 'truncated'
                ? 'truncated'
                : undefined;
  if (!template) return undefined;
  const amount = template === 'rate-limit' ? e.retryAfter : template === 'server-error' ? e.status : e.ms;
  return {
    template,
    answers: {
      operationId: r.match?.operationId ?? '',
      amount: amount === undefined ? '' : String(amount),
      times: r.times ? String(r.times) : '',
      actor: r.match?.actor ?? '',
    },
  };
}

const summary = (r: FaultRuleInput): string =>
  `${JSON.stringify(r.effect)}${r.match ? ` when ${JSON.stringify(r.match)}` : ''}`;

export function FaultsSection() {
  const { reads } = usePanel();
  const faults = useQuery({ ...reads.faults(), refetchInterval: 2000 });
  const nearMisses = useQuery({ ...reads.nearMisses(), refetchInterval: 2000 });
  const add = useAdminWrite(adminWrites.addFault);
  const remove = useAdminWrite(adminWrites.removeFault);
  const clear = useAdminWrite(adminWrites.clearFaults);
  const chaos = useAdminWrite(async (a) => {
    for (const rule of CHAOS_PRESET) await a.addFault(rule);
  });
  const [off, setOff] = useState<FaultRuleInput[]>([]);
  const [editing, setEditing] = useState<FaultRuleInput | null>(null);
  const failure = add.error ?? remove.error ?? clear.error ?? chaos.error;

  const toggle = (rule: FaultRuleInput, on: boolean) => {
    if (on) add.mutate(rule, { onSuccess: () => setOff((list) => list.filter((r) => r.id !== rule.id)) });
    else remove.mutate(rule.id!, { onSuccess: () => setOff((list) => [...list, rule]) });
  };
  const save = (rule: FaultRuleInput) => {
    if (!editing) return add.mutate(rule);
    remove.mutate(editing.id!, { onSuccess: () => add.mutate(rule, { onSuccess: () => setEditing(null) }) });
  };
  const rows: Array<{ rule: FaultRuleInput; stored?: FaultRule }> = [
    ...(faults.data ?? []).map((f) => ({ rule: inputOf(f), stored: f })),
    ...off.map((rule) => ({ rule })),
  ];
  return (
    <div className="mock-panel-section">
      <h3>{MSG.activeRules}</h3>
      {faults.error ? <p role="alert">{fill(MSG.failed, { message: errorText(faults.error) })}</p> : null}
      {faults.data && rows.length === 0 ? <p>{MSG.noRules}</p> : null}
      <ul className="mock-panel-list">
        {rows.map(({ rule, stored }) => (
          <li key={rule.id} className="mock-panel-item">
            <div>
              <strong>{rule.name ?? rule.id}</strong>{' '}
              {stored ? (
                <span className="muted">
                  {fill(MSG.hits, { hits: stored.hits })}
                  {stored.remaining !== null ? ` · ${fill(MSG.remaining, { n: stored.remaining })}` : ''}
                  {stored.live ? '' : ` · ${MSG.exhausted}`}
                </span>
              ) : null}
            </div>
            <code className="mock-panel-code">{summary(rule)}</code>
            <div className="mock-panel-actions">
              <Switch isSelected={!!stored} onChange={(on) => toggle(rule, on)}>
                {MSG.enabled} <span className="visually-hidden">{rule.name ?? rule.id}</span>
              </Switch>
              {stored && answersOf(rule) ? (
                <Button onClick={() => setEditing(rule)}>
                  {MSG.edit} <span className="visually-hidden">{rule.name ?? rule.id}</span>
                </Button>
              ) : null}
              {stored ? (
                <Button variant="danger" onClick={() => remove.mutate(rule.id!)}>
                  {MSG.remove} <span className="visually-hidden">{rule.name ?? rule.id}</span>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <div className="mock-panel-actions">
        <Button onClick={() => chaos.mutate()} pending={chaos.isPending} title={MSG.chaosHelp}>
          {MSG.chaos}
        </Button>
        {faults.data?.length ? (
          <Button variant="danger" onClick={() => clear.mutate()} pending={clear.isPending}>
            {MSG.removeAll}
          </Button>
        ) : null}
      </div>
      <h3>{editing ? `${MSG.edit} ${editing.name ?? editing.id}` : MSG.addFault}</h3>
      <FaultForm
        key={editing?.id ?? 'new'}
        id={editing?.id}
        initial={editing ? answersOf(editing) : undefined}
        pending={add.isPending || remove.isPending}
        onSubmit={save}
      />
      {failure ? <p role="alert">{fill(MSG.failed, { message: errorText(failure) })}</p> : null}
      <h3>{MSG.nearMisses}</h3>
      <NearMisses rules={nearMisses.data ?? []} />
    </div>
  );
}

function NearMisses({ rules }: { rules: ReadonlyArray<import('../../../api/mock-admin.ts').NearMissRule> }) {
  const items = rules.flatMap((r) => r.nearMisses.map((m) => ({ id: r.id, m })));
  if (items.length === 0) return <p>{MSG.noNearMisses}</p>;
  return (
    <ul className="mock-panel-list">
      {items.map(({ id, m }) => (
        <li key={`${id}-${m.seq}`}>{nearMissText(id, m)}</li>
      ))}
    </ul>
  );
}

/** One near miss in words: which criteria of the rule the request failed, wanted against got. */
export function nearMissText(
  id: string,
  m: import('../../../api/mock-admin.ts').NearMissRule['nearMisses'][number],
): string {
  const why = m.failed
    .map((f) => `${f.criterion} wanted ${JSON.stringify(f.wanted)}, got ${JSON.stringify(f.got)}`)
    .join('; ');
  return fill(MSG.nearMiss, { id, seq: m.seq, method: m.method, path: m.path, why });
}
