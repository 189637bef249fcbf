/**
 * Add device: an OS image download (spec 02 §2 "Add device offers an OS image download", §7
 * "Downloads go to the API host /download"): OS version of the fleet's device type, edition
 * (production or development), network (ethernet, or wifi with SSID and passphrase), update poll
 * interval and file type; shows the download size when the API knows it, and offers a release of
 * the fleet to preload into the image (heavy ones marked, spec 02 §9). When the organization's
 * free plan allowance is reached, adding devices is blocked and the administrator (who may read the
 * billing account) is offered the upgrade instead (spec 02 §8, spec 03 §8 warnings).
 */
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../components/ui/form.tsx';
import { errorText } from '../../../lib/errors.ts';
import { downloadSizeQuery, osVersionsQuery, type DownloadOptions } from '../../../api/os.ts';
import { freeAllowanceQuery, planQuery } from '../../../api/billing/account.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { routes } from '../../../lib/paths.ts';
import { OsImageDownload } from './os-image-download.tsx';
import { PreloadRelease } from './preload-release.tsx';
import { DEFAULT_POLL_INTERVAL_MIN } from '../constants.ts';
import { formatSize } from '../format.ts';
import { fill, MSG } from '../messages.ts';
import { addDeviceSchema, FILE_TYPES, type AddDeviceValues } from '../schemas/add-device.schema.ts';

const DEFAULTS: AddDeviceValues = {
  version: null,
  variant: 'prod',
  network: 'ethernet',
  wifiSsid: '',
  wifiKey: '',
  poll: String(DEFAULT_POLL_INTERVAL_MIN),
  fileType: '.zip',
};

/** The free plan's allowance is used up: one more device would exceed it (the billing tier is "free"). */
function freeAllowanceReached(
  planCode: string | null | undefined,
  allowance: { totalDeviceCount: number; freeDeviceAllowance: number } | null | undefined,
): boolean {
  return (
    !!allowance && /^free(-v\d+)?$/.test(planCode ?? '') && allowance.totalDeviceCount >= allowance.freeDeviceAllowance
  );
}

export interface AddDeviceDialogProps {
  fleetId: number;
  /** The fleet's slug, which the preload command names. */
  fleetSlug: string;
  deviceType: string;
  /** The fleet's organization, for its free plan allowance. */
  organization: { id: number; name: string };
  /** Whether the user may read (and change) the organization's billing: only then is the allowance known. */
  canSeeBilling: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AddDeviceDialog({
  fleetId,
  fleetSlug,
  deviceType,
  organization,
  canSeeBilling,
  isOpen,
  onOpenChange,
}: AddDeviceDialogProps) {
  const plan = useQuery({ ...planQuery(organization.id), enabled: canSeeBilling, retry: false });
  const allowance = useQuery({ ...freeAllowanceQuery(organization.id), enabled: canSeeBilling, retry: false });
  const blocked = freeAllowanceReached(plan.data?.code, allowance.data);
  const checking = canSeeBilling && (plan.isPending || allowance.isPending);
  const versions = useQuery({ ...osVersionsQuery(deviceType), enabled: !blocked });
  const form = useZodForm(addDeviceSchema, DEFAULTS, 'onChange');
  const values = form.watch();
  const { variant, network, fileType } = values;
  const version = values.version ?? versions.data?.latest ?? versions.data?.versions[0] ?? null;
  const size = useQuery({ ...downloadSizeQuery(deviceType, version ?? ''), enabled: version !== null });
  const parsed = addDeviceSchema.safeParse(values);
  const options: DownloadOptions | null =
    parsed.success && version !== null
      ? {
          appId: fleetId,
          deviceType,
          version,
          variant: parsed.data.variant,
          fileType: parsed.data.fileType,
          network: parsed.data.network,
          wifiSsid: parsed.data.wifiSsid,
          wifiKey: parsed.data.wifiKey,
          appUpdatePollInterval: Number.parseInt(parsed.data.poll, 10),
        }
      : null;
  const validate = { shouldValidate: true };

  return (
    <Dialog title={MSG.addDevice} isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      {blocked && allowance.data ? (
        <Banner
          kind="warning"
          action={
            <Link to={`${routes.org(organization.id).billing()}#billing-plans`} button>
              {MSG.upgradePlan}
            </Link>
          }
        >
          {fill(MSG.freeAllowanceReached, {
            org: organization.name,
            count: allowance.data.totalDeviceCount,
            allowance: allowance.data.freeDeviceAllowance,
          })}
        </Banner>
      ) : null}
      {!blocked && (versions.isPending || checking) ? <Skeleton lines={4} /> : null}
      {!blocked && versions.error ? <p role="alert">{errorText(versions.error)}</p> : null}
      {!blocked && !checking && versions.data ? (
        <div className="dialog-stack">
          <Select
            label={MSG.osVersion}
            options={versions.data.versions.map((v) => ({ id: v, label: v }))}
            selectedKey={version}
            onSelectionChange={(k) => form.setValue('version', k, validate)}
          />
          <Select
            label={MSG.osEdition}
            options={[
              { id: 'prod', label: MSG.edition.prod },
              { id: 'dev', label: MSG.edition.dev },
            ]}
            selectedKey={variant}
            onSelectionChange={(k) => form.setValue('variant', k as AddDeviceValues['variant'], validate)}
          />
          <Select
            label={MSG.network}
            options={[
              { id: 'ethernet', label: MSG.ethernetOnly },
              { id: 'wifi', label: MSG.wifiEthernet },
            ]}
            selectedKey={network}
            onSelectionChange={(k) => form.setValue('network', k as AddDeviceValues['network'], validate)}
          />
          {network === 'wifi' ? (
            <>
              <TextField label={MSG.wifiSsid} {...form.register('wifiSsid')} />
              <TextField label={MSG.wifiKey} type="password" {...form.register('wifiKey')} optional />
            </>
          ) : null}
          <TextField label={MSG.pollInterval} type="number" min={0} inputMode="numeric" {...form.register('poll')} />
          <Select
            label={MSG.fileType}
            options={FILE_TYPES.map((f) => ({ id: f, label: f }))}
            selectedKey={fileType}
            onSelectionChange={(k) => form.setValue('fileType', k as AddDeviceValues['fileType'], validate)}
          />
          {size.data ? <p className="muted">{fill(MSG.downloadSize, { size: formatSize(size.data.size) })}</p> : null}
          <OsImageDownload options={options} />
          <PreloadRelease fleetId={fleetId} fleetSlug={fleetSlug} />
        </div>
      ) : null}
    </Dialog>
  );
}
