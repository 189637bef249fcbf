/**
 * Host OS version with its changelog link and badges (spec 02 §2 "host OS version (with changelog
 * link and release-line badge)"; §9 line colours: ESR lines next/current/sunset/outdated, variant
 * production teal / development purple).
 */
import { config } from '../../../config.ts';
import { isEsrOsVersion, releaseLine, releaseLineColour, variantColour } from '../domain/os-version.ts';
import { msg } from '../messages.ts';
import type { DeviceDetails } from '../../../api/device/reads.ts';

export function OsVersion({ device }: { device: DeviceDetails }) {
  if (!device.os_version) return <span className="muted">{msg('unknown')}</span>;
  const esr = isEsrOsVersion(device.os_version);
  const line = releaseLine(device.should_be_operated_by__release[0]?.phase);
  const variant = variantColour(device.os_variant);
  return (
    <span className="os-version">
      <span>{device.os_version}</span>
      {esr ? (
        <span className="line-badge line-teal" data-testid="esr-badge">
          {msg('esr')}
        </span>
      ) : null}
      {line ? <span className={`line-badge line-${releaseLineColour(line)}`}>{line}</span> : null}
      {variant ? (
        <span className={`line-badge line-${variant}`}>
          {device.os_variant === 'dev' ? 'development' : 'production'}
        </span>
      ) : null}
      <a className="link" href={`${config.externalUrls.docs}/reference/OS/changelog`} target="_blank" rel="noreferrer">
        {msg('changelog')}
      </a>
    </span>
  );
}
