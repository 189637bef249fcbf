/**
 * Faults: the session's rules with their hit counts, as the mock keeps them: switching a rule off or on
 * (`PATCH`, `enabled`) and editing it (`PUT`, in place, atomic) happen on the mock, so every panel on
 * the session sees them and a reload keeps them. Add from a template or as a custom rule of any kind
 * the contract has (rule-editor.tsx); the chaos preset; and the near misses — requests a rule almost
 * matched, with the criterion that failed.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminWrites, useAdminWrite, type FaultRule, type FaultRuleInput } from '../../../api/mock-admin.ts';
import { Button, Switch } from '../../../components/ui/index.ts';
import { CHAOS_PRESET } from '../domain/fault-templates.ts';
import { MSG, fill } from '../messages.ts';
import { FaultForm } from './fault-form.tsx';
import { RuleEditor } from './rule-editor.tsx';
import { panelErrorText, usePanel } from './use-panel.ts';

/** The stored rule's definition (what `PUT` takes back). */
export const inputOf = (r: FaultRule): FaultRuleInput => ({
  id: r.id,
  ...(r.name ? { name: r.name } : {}),
  ...(r.match ? { match: r.match } : {}),
  effect: r.effect,
  ...(r.times ? { times: r.times } : {}),
  ...(r.probability !== undefined ? { probability: r.probability } : {}),
  ...(r.window ? { window: r.window } : {}),
  ...(r.enabled === false ? { enabled: false } : {}),
});

const summary = (r: FaultRuleInput): string =>
  `${JSON.stringify(r.effect)}${r.match ? ` when ${JSON.stringify(r.match)}` : ''}`;

export function FaultsSection() {
  const { reads } = usePanel();
  const faults = useQuery({ ...reads.faults(), refetchInterval: 2000 });
  const nearMisses = useQuery({ ...reads.nearMisses(), refetchInterval: 2000 });
  const add = useAdminWrite(adminWrites.addFault);
  const replace = useAdminWrite(adminWrites.replaceFault);
  const setEnabled = useAdminWrite(adminWrites.setFaultEnabled);
  const remove = useAdminWrite(adminWrites.removeFault);
  const clear = useAdminWrite(adminWrites.clearFaults);
  const chaos = useAdminWrite(async (a) => {
    for (const rule of CHAOS_PRESET) await a.addFault(rule);
  });
  const [editing, setEditing] = useState<FaultRule | null>(null);
  const failure = add.error ?? replace.error ?? setEnabled.error ?? remove.error ?? clear.error ?? chaos.error;
  const rules = faults.data ?? [];
  return (
    <div className="mock-panel-section">
      <h3>{MSG.activeRules}</h3>
      {faults.error ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(faults.error) })}</p> : null}
      {faults.data && rules.length === 0 ? <p>{MSG.noRules}</p> : null}
      <ul className="mock-panel-list">
        {rules.map((rule) => (
          <li key={rule.id} className="mock-panel-item">
            <div>
              <strong>{rule.name ?? rule.id}</strong>{' '}
              <span className="muted">
                {fill(MSG.hits, { hits: rule.hits })}
                {rule.remaining !== null ? ` · ${fill(MSG.remaining, { n: rule.remaining })}` : ''}
                {rule.enabled === false ? ` · ${MSG.switchedOff}` : rule.live ? '' : ` · ${MSG.exhausted}`}
              </span>
            </div>
            <code className="mock-panel-code">{summary(rule)}</code>
            <div className="mock-panel-actions">
              <Switch
                isSelected={rule.enabled !== false}
                onChange={(on) => setEnabled.mutate({ id: rule.id, enabled: on })}
              >
                {MSG.enabled} <span className="visually-hidden">{rule.name ?? rule.id}</span>
              </Switch>
              <Button onClick={() => setEditing(rule)}>
                {MSG.edit} <span className="visually-hidden">{rule.name ?? rule.id}</span>
              </Button>
              <Button variant="danger" onClick={() => remove.mutate(rule.id)}>
                {MSG.remove} <span className="visually-hidden">{rule.name ?? rule.id}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="mock-panel-actions">
        <Button onClick={() => chaos.mutate()} pending={chaos.isPending} title={MSG.chaosHelp}>
          {MSG.chaos}
        </Button>
        {rules.length ? (
          <Button variant="danger" onClick={() => clear.mutate()} pending={clear.isPending}>
            {MSG.removeAll}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <>
          <h3>{`${MSG.edit} ${editing.name ?? editing.id}`}</h3>
          <RuleEditor
            key={editing.id}
            rule={inputOf(editing)}
            pending={replace.isPending}
            onSubmit={(rule) => replace.mutate({ id: editing.id, rule }, { onSuccess: () => setEditing(null) })}
            onCancel={() => setEditing(null)}
          />
        </>
      ) : (
        <>
          <h3>{MSG.addFault}</h3>
          <FaultForm pending={add.isPending} onSubmit={(rule) => add.mutate(rule)} />
          <h3>{MSG.customRule}</h3>
          <RuleEditor pending={add.isPending} onSubmit={(rule) => add.mutate(rule)} />
        </>
      )}
      {failure ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(failure) })}</p> : null}
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
