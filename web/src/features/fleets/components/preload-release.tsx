/**
 * The add-device dialog's release to preload (spec 02 §9 "preloadable-heavy"): the fleet's pinnable
 * releases with their image counts; a chosen release gives the command that preloads it into the
 * downloaded image, and a release of more than 2 images is marked heavy with a warning that the
 * image grows and takes longer to download and flash.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { preloadReleasesQuery } from '../../../api/release/reads.ts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Command } from './add-release-dialog.tsx';
import { isPreloadHeavy, preloadCommand } from '../preload.ts';
import { fill, MSG } from '../messages.ts';

const NONE = 'none';
const SHORT_COMMIT = 7;

export function PreloadRelease({ fleetId, fleetSlug }: { fleetId: number; fleetSlug: string }) {
  const releases = useQuery(preloadReleasesQuery(fleetId));
  const [chosen, setChosen] = useState<string>(NONE);
  const rows = releases.data ?? [];
  if (rows.length === 0) return null;
  const release = rows.find((r) => String(r.id) === chosen);
  const options = [
    { id: NONE, label: MSG.preloadNone },
    ...rows.map((r) => {
      const params = { version: r.raw_version, commit: r.commit.slice(0, SHORT_COMMIT), count: r.release_image };
      const option = fill(r.release_image === 1 ? MSG.preloadOptionOne : MSG.preloadOption, params);
      return {
        id: String(r.id),
        label: isPreloadHeavy(r.release_image) ? fill(MSG.preloadHeavyTag, { option }) : option,
      };
    }),
  ];
  return (
    <>
      <Select label={MSG.preloadRelease} options={options} selectedKey={chosen} onSelectionChange={setChosen} />
      {release ? (
        <>
          {isPreloadHeavy(release.release_image) ? (
            <Banner kind="warning">{fill(MSG.preloadHeavy, { count: release.release_image })}</Banner>
          ) : null}
          <p className="muted">{MSG.preloadHint}</p>
          <Command text={preloadCommand(fleetSlug, release.commit)} />
        </>
      ) : null}
    </>
  );
}
