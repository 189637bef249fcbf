/**
 * The primary settings of a fleet's settings page (spec 02 §2 "Fleet settings", §4, §5): default
 * device type, application type, release tracking or pin, support access, repository URL and
 * the public flag. Each control saves through `onSave`, which reports the outcome.
 */
import { useState } from 'react';
import { addDays, format } from 'date-fns';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, TextField } from '../../../components/ui/index.ts';
import { DATETIME_INPUT_FORMAT, formatDate } from '../../../lib/format.ts';
import { SUPPORT_ACCESS_DEFAULT_DAYS } from '../../../lib/timing.ts';
import { TRACK_LATEST } from '../../../api/application/release-tracking.ts';
import { appTypeOptions, type AppTypeOptionState } from '../../../../../shared/app-type-options.ts';
import { deviceTypesQuery, isDiscontinued, osVersionsQuery, sameArchDeviceTypesQuery } from '../../../api/os.ts';
import { pinnableReleasesQuery } from '../../../api/release/reads.ts';
import { msg } from '../messages.ts';
import { applicationTypesQuery } from '../../../api/application-type.ts';
import { type FleetSettings, fleetDevicesContextQuery } from '../../../api/application/fleet.ts';

/** Repository URLs handled: GitHub only (spec 02 §5 "Only {host} repository URLs are handled"). */
const REPO_URL = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/?$/;

export function DeviceTypeSetting({
  fleet,
  disabled,
  onSave,
}: {
  fleet: FleetSettings;
  disabled: boolean;
  onSave: (id: number) => Promise<boolean>;
}) {
  const types = useQuery({
    ...sameArchDeviceTypesQuery(fleet.deviceType.arch),
    enabled: Boolean(fleet.deviceType.arch),
  });
  const [choice, setChoice] = useState(String(fleet.deviceType.id));
  const options = (types.data ?? []).map((dt) => ({ id: String(dt.id), label: dt.name }));
  return (
    <div className="setting-block">
      <Select
        label={msg('deviceType')}
        description={msg('deviceTypeHint')}
        options={options}
        selectedKey={choice}
        onSelectionChange={setChoice}
        isDisabled={disabled || types.isPending}
      />
      <div>
        <Button
          disabled={disabled || choice === String(fleet.deviceType.id)}
          onClick={() => void onSave(Number(choice))}
        >
          {msg('saveDeviceType')}
        </Button>
      </div>
    </div>
  );
}

/** The application type, with the plan-related options of spec 02 §4 (recommended, paid only, multicontainer downgrade blocked). */
export function AppTypeSetting({ fleet, onSave }: { fleet: FleetSettings; onSave: (id: number) => Promise<boolean> }) {
  const types = useQuery(applicationTypesQuery());
  const plan = useQuery(fleetDevicesContextQuery(fleet.id));
  const versions = useQuery({ ...osVersionsQuery(fleet.deviceType.slug), enabled: fleet.deviceType.slug !== '' });
  const catalog = useQuery(deviceTypesQuery());
  const current = String(fleet.applicationType?.id ?? '');
  const [choice, setChoice] = useState(current);
  const os = versions.data
    ? {
        versions: versions.data.versions,
        discontinued: (catalog.data ?? []).some((dt) => dt.slug === fleet.deviceType.slug && isDiscontinued(dt)),
      }
    : undefined;
  const choices = appTypeOptions(types.data ?? [], fleet.applicationType, plan.data?.planIsPaid ?? false, os);
  const note: Record<AppTypeOptionState, string | null> = {
    ok: null,
    noOsDiscontinued: msg('unavailable'),
    noOsUpcoming: msg('comingSoon'),
    paidOnly: msg('paidOnly'),
    needsMulticontainer: msg('needsMulticontainer'),
  };
  const options = choices.map((o) => {
    const extra = note[o.state] ?? (o.recommended ? msg('recommended') : null);
    return {
      id: String(o.id),
      label: extra ? `${o.name} (${extra})` : o.name,
      disabled: o.state !== 'ok' && String(o.id) !== current,
    };
  });
  return (
    <div className="setting-block">
      <Select
        label={msg('appType')}
        options={options}
        selectedKey={choice || null}
        onSelectionChange={setChoice}
        isDisabled={types.isPending || plan.isPending}
      />
      <div>
        <Button disabled={choice === current || choice === ''} onClick={() => void onSave(Number(choice))}>
          {msg('saveAppType')}
        </Button>
      </div>
    </div>
  );
}

export function PinSetting({
  fleet,
  disabled,
  onSave,
}: {
  fleet: FleetSettings;
  disabled: boolean;
  onSave: (choice: string) => Promise<boolean>;
}) {
  const releases = useQuery(pinnableReleasesQuery(fleet.id));
  const current = fleet.trackLatest || fleet.pinnedReleaseId === null ? TRACK_LATEST : String(fleet.pinnedReleaseId);
  const [choice, setChoice] = useState(current);
  const options = [
    { id: TRACK_LATEST, label: msg('trackLatest') },
    ...(releases.data ?? []).map((r) => ({ id: String(r.id), label: `${r.raw_version} (${r.commit.slice(0, 7)})` })),
  ];
  return (
    <div className="setting-block">
      <h3>{msg('releaseTracking')}</h3>
      <Select
        label={msg('pinLabel')}
        options={options}
        selectedKey={choice}
        onSelectionChange={setChoice}
        isDisabled={disabled || releases.isPending}
      />
      <div>
        <Button disabled={disabled || choice === current} onClick={() => void onSave(choice)}>
          {msg('savePin')}
        </Button>
      </div>
    </div>
  );
}

export function SupportSetting({
  fleet,
  disabled,
  onSave,
}: {
  fleet: FleetSettings;
  disabled: boolean;
  onSave: (until: string | null) => Promise<boolean>;
}) {
  const active = fleet.supportUntil !== null && Date.parse(fleet.supportUntil) > Date.now();
  const [until, setUntil] = useState(() =>
    format(addDays(new Date(), SUPPORT_ACCESS_DEFAULT_DAYS), DATETIME_INPUT_FORMAT),
  );
  const date = new Date(until);
  const past = Number.isNaN(date.getTime()) || date.getTime() < Date.now();
  return (
    <div className="setting-block">
      <h3>{msg('supportAccess')}</h3>
      <p data-testid="fleet-support-state">
        {active ? msg('supportGrantedUntil', { date: formatDate(fleet.supportUntil) }) : msg('supportNotGranted')}
      </p>
      {active ? (
        <div>
          <Button disabled={disabled} onClick={() => void onSave(null)}>
            {msg('revokeSupport')}
          </Button>
        </div>
      ) : (
        <>
          <TextField
            label={msg('supportUntil')}
            type="datetime-local"
            value={until}
            disabled={disabled}
            errorMessage={past ? msg('supportPast') : undefined}
            onChange={(e) => setUntil(e.target.value)}
          />
          <div>
            <Button disabled={disabled || past} onClick={() => void onSave(date.toISOString())}>
              {msg('grantSupport')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

export function RepoUrlSetting({
  fleet,
  disabled,
  onSave,
}: {
  fleet: FleetSettings;
  disabled: boolean;
  onSave: (url: string | null) => Promise<boolean>;
}) {
  const current = fleet.repositoryUrl ?? '';
  const [value, setValue] = useState(current);
  const trimmed = value.trim();
  const invalid = trimmed !== '' && !REPO_URL.test(trimmed);
  return (
    <div className="setting-block">
      <TextField
        label={msg('repoUrl')}
        description={msg('repoUrlHint', { type: fleet.fleetClass })}
        value={value}
        disabled={disabled}
        errorMessage={invalid ? msg('repoUrlHost') : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <div>
        <Button
          disabled={disabled || invalid || trimmed === current}
          onClick={() => void onSave(trimmed === '' ? null : trimmed)}
        >
          {msg('saveRepoUrl')}
        </Button>
      </div>
    </div>
  );
}

/** The public flag needs a repository URL first, unless the application type is legacy (spec 02 §5). */
export function PublicSetting({
  fleet,
  disabled,
  onSave,
}: {
  fleet: FleetSettings;
  disabled: boolean;
  onSave: (on: boolean) => Promise<boolean>;
}) {
  const needsRepo = !fleet.isPublic && !fleet.repositoryUrl && !(fleet.applicationType?.is_legacy ?? false);
  return (
    <div className="setting-block">
      <h3>{msg('public')}</h3>
      <p className="muted">{msg('publicHint', { type: fleet.fleetClass })}</p>
      <p>
        {fleet.isPublic ? msg('isPublic', { type: fleet.fleetClass }) : msg('isPrivate', { type: fleet.fleetClass })}
      </p>
      <div>
        <Button
          disabled={disabled || needsRepo}
          aria-describedby={needsRepo ? 'fleet-public-needs-repo' : undefined}
          onClick={() => void onSave(!fleet.isPublic)}
        >
          {fleet.isPublic ? msg('makePrivate') : msg('makePublic')}
        </Button>
      </div>
      {needsRepo ? (
        <p id="fleet-public-needs-repo" className="muted">
          {msg('needsRepoUrl')}
        </p>
      ) : null}
    </div>
  );
}

/** Remove access: the user leaves the fleet by deleting their own direct membership, then goes to the list. */
