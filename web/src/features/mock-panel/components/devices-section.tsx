/**
 * Devices: find a device by name or UUID (the devices the signed-in user sees; a full UUID works
 * signed out too), switch its mock flags (offline, flapping, update lock, slow logs, undervolted,
 * frozen; PUT /__mock/flags/devices/{uuid}), watch its live state and start or fail an update
 * (device-live.tsx), and the devices that have flags now.
 */
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { adminWrites, useAdminWrite, type DeviceFlag } from '../../../api/mock-admin.ts';
import { deviceFinderQuery } from '../../../api/device/lists.ts';
import { Button, Switch, TextField } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';
import { DeviceLive } from './device-live.tsx';

const FLAGS = [
  'offline',
  'flapping',
  'update-locked',
  'slow-logs',
  'undervolted',
  'frozen',
] as const satisfies readonly DeviceFlag[];

function DeviceFlags({ uuid }: { uuid: string }) {
  const { reads } = usePanel();
  const state = useQuery(reads.deviceFlags(uuid));
  const set = useAdminWrite(adminWrites.setDeviceFlags);
  if (state.error) return <p role="alert">{fill(MSG.failed, { message: panelErrorText(state.error) })}</p>;
  if (!state.data) return <p>{MSG.loading}</p>;
  const flags = state.data.flags;
  return (
    <fieldset className="mock-panel-flags">
      <legend>{uuid}</legend>
      {FLAGS.map((flag) => (
        <Switch
          key={flag}
          isSelected={flags.includes(flag)}
          isDisabled={set.isPending}
          onChange={(on) => set.mutate({ uuid, flags: on ? [...flags, flag] : flags.filter((f) => f !== flag) })}
        >
          {MSG[`flag.${flag}`]}
        </Switch>
      ))}
      {set.error ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(set.error) })}</p> : null}
    </fieldset>
  );
}

export function DevicesSection() {
  const { reads } = usePanel();
  const flagged = useQuery(reads.flaggedDevices());
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [uuid, setUuid] = useState('');
  const found = useQuery({ ...deviceFinderQuery(search), retry: false });
  const matches = found.data ?? [];
  return (
    <div className="mock-panel-section">
      <form
        className="mock-panel-inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          const text = input.trim();
          setSearch(text);
          // A whole UUID (32 or 62 hex digits) is looked up directly, signed in or not.
          if (/^(?:[0-9a-f]{32}|[0-9a-f]{62})$/i.test(text)) setUuid(text);
        }}
      >
        <TextField label={MSG.deviceUuid} value={input} onChange={(e) => setInput(e.currentTarget.value)} />
        <Button type="submit">{MSG.find}</Button>
      </form>
      {search && found.isSuccess && matches.length === 0 ? <p>{MSG.noDevice}</p> : null}
      <ul className="mock-panel-list" aria-label={MSG.found}>
        {matches.map((d) => (
          <li key={d.uuid}>
            <Button variant="ghost" onClick={() => setUuid(d.uuid)} aria-pressed={uuid === d.uuid}>
              {d.device_name} <span className="muted">{d.uuid.slice(0, 7)}</span>
            </Button>
          </li>
        ))}
      </ul>
      {uuid ? (
        <Fragment key={uuid}>
          <DeviceFlags uuid={uuid} />
          <DeviceLive uuid={uuid} />
        </Fragment>
      ) : null}
      <h3>{MSG.flagged}</h3>
      {flagged.data && Object.keys(flagged.data).length === 0 ? <p>{MSG.noFlagged}</p> : null}
      <ul className="mock-panel-list">
        {Object.entries(flagged.data ?? {}).map(([id, flags]) => (
          <li key={id}>
            <Button variant="ghost" onClick={() => (setInput(id), setUuid(id))}>
              {id}
            </Button>{' '}
            <span className="muted">{flags.join(', ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
