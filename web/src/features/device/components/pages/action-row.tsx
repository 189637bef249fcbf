/**
 * One action of the device's actions or settings page: its label, a description or current value,
 * and a button that starts the shared flow; disabled with the registry's reason (spec 02 §5) in a
 * tooltip and as the button's description, and showing the spinner while the action runs.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, Tooltip } from '../../../../components/ui/index.ts';
import { deviceAction, selectionState, type DeviceActionId } from '../../../../actions/index.ts';
import type { DeviceActionFlow } from '../../hooks/use-device-action-flow.tsx';

export function ActionRow({
  id,
  flow,
  title,
  description,
  buttonLabel,
}: {
  id: DeviceActionId;
  flow: DeviceActionFlow;
  title?: string;
  description: ReactNode;
  buttonLabel?: string;
}) {
  const action = deviceAction(id);
  const state = selectionState(action, [flow.actionDevice], flow.ctx);
  const reasonId = useId();
  const [started, setStarted] = useState(false);
  const reason = state.disabledReason;
  const pending = flow.flow.busy && started;
  const button = (
    <Button
      variant={action.danger ? 'danger' : 'secondary'}
      disabled={reason !== null || flow.flow.busy}
      pending={pending}
      aria-describedby={reason ? reasonId : undefined}
      data-action={action.id}
      onClick={() => {
        setStarted(true);
        flow.flow.start(action, state);
      }}
    >
      {buttonLabel ?? action.label}
    </Button>
  );
  return (
    <div className="device-action-row" data-testid={`device-action-${id}`}>
      <div className="device-action-text">
        <strong>{title ?? action.label}</strong>
        <div className="muted">{description}</div>
        {reason ? (
          <p id={reasonId} className="device-action-reason">
            {reason}
          </p>
        ) : null}
      </div>
      <div className="device-action-control">
        {reason ? (
          <Tooltip content={reason} wrapDisabled>
            {button}
          </Tooltip>
        ) : (
          button
        )}
      </div>
    </div>
  );
}
