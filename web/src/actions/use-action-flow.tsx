/**
 * The one device action flow of spec 02 §4, shared by the device page and the devices list: pick →
 * optional form → optional confirmation (typed for destructive ones: the count or the device name,
 * pasting blocked, at most 10 names listed) → spinner → toast. An update lock stops the action with
 * a warning toast that offers to force it; batches follow the rule "Operation failed for N of M selected
 * items". The caller supplies what differs: which data to refresh afterwards and, for actions with
 * a form, how to render it. While an action runs, `progress` tells which one and how many of its
 * devices are done, for the caller to show (the devices list's bulk bar).
 */
import { useState, type ReactNode } from 'react';
import { Banner } from '../components/ui/banner.tsx';
import { ConfirmDialog, TypedConfirmDialog } from '../components/ui/confirm-dialog.tsx';
import { toast } from '../components/ui/toast.ts';
import { ACTION_MSG } from './messages.ts';
import { CONFIRM_LIST_MAX, runAction, typedConfirmationText, type SelectionState } from './selection.ts';
import type { ActionDevice, ActionInput, BatchOutcome } from './types.ts';
import type { DeviceAction } from './registry.ts';
import { parseVersion, compareVersions } from '../../../shared/version.ts';

/** Moving a device with an OS below this loses old-fleet data in persistent storage (spec 02 §5, §9). */
const MOVE_KEEPS_DATA_FROM_OS = [2, 12, 0] as const;

interface Flow {
  action: DeviceAction;
  state: SelectionState;
  step: 'form' | 'confirm';
  input: ActionInput;
}

/** The running action and how many of its devices are done (succeeded or failed). */
export interface ActionProgress {
  label: string;
  done: number;
  total: number;
}

function NameList({ devices }: { devices: readonly ActionDevice[] }) {
  const shown = devices.slice(0, CONFIRM_LIST_MAX);
  return (
    <ul className="devices-confirm-list">
      {shown.map((d) => (
        <li key={d.id}>{d.device_name}</li>
      ))}
      {devices.length > shown.length ? (
        <li className="muted">{ACTION_MSG.andMore(devices.length - shown.length)}</li>
      ) : null}
    </ul>
  );
}

function warningsFor(
  action: DeviceAction,
  devices: readonly ActionDevice[],
  deactivationFeeCents: number | null | undefined,
): string[] {
  if (action.id === 'deactivate')
    return deactivationFeeCents ? [ACTION_MSG.deactivationFee(deactivationFeeCents, devices.length)] : [];
  if (action.id !== 'move') return [];
  const out: string[] = [];
  if (devices.some((d) => d.pinned_release_id !== null)) out.push(ACTION_MSG.movePinnedWarning);
  if (
    devices.some((d) => {
      const v = parseVersion(d.os_version);
      return v !== null && compareVersions(v, MOVE_KEEPS_DATA_FROM_OS) < 0;
    })
  )
    out.push(ACTION_MSG.moveOldOsWarning);
  return out;
}

/** Props of an action's form step, rendered by the caller's `renderForm`. */
export interface ActionFormStep {
  action: DeviceAction;
  devices: readonly ActionDevice[];
  /** Selected devices the action's rules already left out, with the reason (counted and listed by the form). */
  skipped?: SelectionState['skipped'];
  /**
   * Continues with the input; a form that judges devices against its input (the OS or supervisor
   * target) passes the narrowed selection, so only those are acted on and the rest are listed.
   */
  onSubmit: (input: ActionInput, selection?: Pick<SelectionState, 'eligible' | 'skipped'>) => void;
  onCancel: () => void;
}

export interface ActionFlowOptions {
  /** Refreshes what the action changed (awaited before `onFinished`). */
  /** Refreshes what a run changed (the action and the devices it ran on: a delete removes them). */
  refresh: (action: DeviceAction, devices: readonly ActionDevice[]) => Promise<unknown>;
  /** Renders the form of an action that has one; null while the form cannot be shown yet. */
  renderForm?: (step: ActionFormStep) => ReactNode;
  /** Called after every run, whatever its outcome (given with the input and the outcome). */
  onFinished?: (action: DeviceAction, result: { input: ActionInput; outcome: BatchOutcome }) => void;
  /** The plan's device deactivation fee in cents, warned about before deactivating (null: none). */
  deactivationFeeCents?: number | null;
}

/** The flow's state and its dialogs; `start` begins an action on an evaluated selection. */
export function useActionFlow({ refresh, renderForm, onFinished, deactivationFeeCents }: ActionFlowOptions) {
  const [flow, setFlow] = useState<Flow | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ActionProgress | null>(null);

  const execute = async (action: DeviceAction, devices: readonly ActionDevice[], input: ActionInput) => {
    if (busy) {
      toast.show({ kind: 'info', text: ACTION_MSG.ongoing });
      return;
    }
    setBusy(true);
    const total = devices.length;
    setProgress({ label: action.label, done: 0, total });
    try {
      const { outcome } = await runAction(action, devices, input, (done) =>
        setProgress({ label: action.label, done, total }),
      );
      if (outcome.kind === 'success') toast.show({ kind: 'success', text: action.success(devices.length, input) });
      else if (outcome.kind === 'partial') toast.show({ kind: 'warning', text: outcome.text });
      else if (outcome.kind === 'failed') toast.show({ kind: 'danger', text: outcome.text });
      else {
        // A warning toast (seen wherever the page is scrolled) that offers to force the action.
        const lockedDevices = outcome.lockedDevices;
        toast.show({
          kind: 'warning',
          id: `update-lock:${action.id}`,
          text: `${outcome.text}: ${lockedDevices.map((d) => d.device_name).join(', ')}`,
          persistent: true,
          action: {
            label: `${ACTION_MSG.force} ${action.label.toLowerCase()}`,
            run: () => void execute(action, lockedDevices, { ...input, force: true }),
          },
        });
        if (outcome.otherFailures) toast.show({ kind: 'warning', text: outcome.otherFailures });
      }
      await refresh(action, devices);
      onFinished?.(action, { input, outcome });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const start = (action: DeviceAction, state: SelectionState) => {
    if (state.disabledReason || state.eligible.length === 0) return;
    if (action.form) setFlow({ action, state, step: 'form', input: {} });
    else if (action.confirmation !== 'none') setFlow({ action, state, step: 'confirm', input: {} });
    else void execute(action, state.eligible, {});
  };

  const close = () => setFlow(null);
  const afterForm = (input: ActionInput, selection?: Pick<SelectionState, 'eligible' | 'skipped'>) => {
    if (!flow) return;
    const state: SelectionState = selection
      ? { ...flow.state, eligible: selection.eligible, skipped: [...flow.state.skipped, ...selection.skipped] }
      : flow.state;
    if (state.eligible.length === 0) return;
    if (flow.action.confirmation === 'none') {
      close();
      void execute(flow.action, state.eligible, input);
    } else setFlow({ ...flow, state, step: 'confirm', input });
  };

  let dialog: ReactNode = null;
  if (flow && flow.step === 'form') {
    dialog =
      renderForm?.({
        action: flow.action,
        devices: flow.state.eligible,
        skipped: flow.state.skipped,
        onSubmit: afterForm,
        onCancel: close,
      }) ?? null;
  } else if (flow && flow.step === 'confirm') {
    const { action, state, input } = flow;
    const body = (
      <>
        <p>{ACTION_MSG.confirmList}</p>
        <NameList devices={state.eligible} />
        {state.skipped.length > 0 ? (
          <>
            <p>{ACTION_MSG.skipped(state.skipped.length)}</p>
            <ul className="devices-confirm-list">
              {state.skipped.slice(0, CONFIRM_LIST_MAX).map((s) => (
                <li key={s.device.id}>
                  {s.device.device_name}: {s.reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {warningsFor(action, state.eligible, deactivationFeeCents).map((w) => (
          <Banner key={w} kind="warning">
            {w}
          </Banner>
        ))}
      </>
    );
    const common = {
      title: ACTION_MSG.confirmTitle(action.label, state.eligible.length),
      isOpen: true,
      onOpenChange: (open: boolean) => (open ? undefined : close()),
      onConfirm: async () => {
        close();
        await execute(action, state.eligible, input);
      },
      confirmLabel: action.label,
      danger: action.danger,
    };
    dialog =
      action.confirmation === 'typed' ? (
        <TypedConfirmDialog {...common} expected={typedConfirmationText(state.eligible)}>
          {body}
        </TypedConfirmDialog>
      ) : (
        <ConfirmDialog {...common}>{body}</ConfirmDialog>
      );
  }

  return { start, dialog, busy, progress };
}
