/**
 * The add-release dialog (spec 02 §2): with the command-line tool (recommended) — the installer for
 * the platform detected from the browser, the latest version read from the tool's public package
 * file with no token, then log in and push to the fleet slug — or with git: add an SSH key if none
 * exists, then add a remote and push.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useSession } from '../../session/index.ts';
import { cliVersionQuery } from '../../../api/external.ts';
import { sshKeyCountQuery } from '../../../api/keys.ts';
import { CLI_RELEASES_URL, GIT_REMOTE_HOST } from '../constants.ts';
import { CLI_PLATFORMS, detectPlatform, installerName, type CliPlatform } from '../platform.ts';
import { fill, MSG } from '../messages.ts';
import { routes } from '../../../lib/paths.ts';

/** A command to copy: shown as code with a copy button. */
export function Command({ text }: { text: string }) {
  return (
    <div className="inline-row">
      <pre className="code-block">{text}</pre>
      <CopyButton value={text} />
    </div>
  );
}

function CliWay({ fleetSlug }: { fleetSlug: string }) {
  const nav =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { userAgentData?: { platform?: string } });
  const [platform, setPlatform] = useState<CliPlatform>(() =>
    detectPlatform(nav?.userAgent ?? '', nav?.userAgentData?.platform),
  );
  const version = useQuery(cliVersionQuery());
  return (
    <div className="dialog-stack">
      <div className="choice-row" role="radiogroup" aria-label={MSG.platform}>
        {CLI_PLATFORMS.map((p) => (
          <label key={p}>
            <input type="radio" name="cli-platform" checked={p === platform} onChange={() => setPlatform(p)} /> {p}
          </label>
        ))}
      </div>
      {version.isPending ? <Skeleton lines={1} /> : null}
      {version.error ? <p role="alert">{errorText(version.error)}</p> : null}
      {version.data ? (
        <p>
          <Link to={`${CLI_RELEASES_URL}/download/v${version.data}/${installerName(platform, version.data)}`} external>
            {fill(MSG.cliInstall, { platform })}
          </Link>{' '}
          <span className="muted">{fill(MSG.latestCli, { version: version.data })}</span>
        </p>
      ) : null}
      <p>{MSG.cliLogin}</p>
      <Command text={`balena login\nbalena push ${fleetSlug}`} />
    </div>
  );
}

function GitWay({ fleetSlug }: { fleetSlug: string }) {
  const { user } = useSession();
  const keys = useQuery({ ...sshKeyCountQuery(user?.id ?? 0), enabled: user !== undefined });
  const remote = `${user?.username ?? ''}@${GIT_REMOTE_HOST}:${fleetSlug}.git`;
  return (
    <div className="dialog-stack">
      {keys.isPending ? <Skeleton lines={1} /> : null}
      {keys.error ? <p role="alert">{errorText(keys.error)}</p> : null}
      {keys.data === 0 ? (
        <p>
          {MSG.addSshKey} <Link to={routes.preferences('sshkeys')}>{MSG.manageKeys}</Link>
        </p>
      ) : null}
      <p>{MSG.addRemote}</p>
      <Command text={`git remote add balena ${remote}\ngit push balena main`} />
    </div>
  );
}

export function AddReleaseDialog({
  fleetSlug,
  isOpen,
  onOpenChange,
}: {
  fleetSlug: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog title={MSG.createRelease} isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      <Tabs
        label={MSG.createRelease}
        tabs={[
          { id: 'cli', label: MSG.withCli, content: <CliWay fleetSlug={fleetSlug} /> },
          { id: 'git', label: MSG.withGit, content: <GitWay fleetSlug={fleetSlug} /> },
        ]}
      />
    </Dialog>
  );
}
