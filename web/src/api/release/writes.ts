/**
 * Writes to releases (spec 02 §7 "Releases"): PATCH note, known_issue_list, is_invalidated, is_final
 * and semver on release(id); release tags set (POST, or PATCH the value of an existing key) and
 * removed (DELETE by id); deleting releases (one DELETE with an id-in filter). Each refreshes every
 * release read.
 */
import { useWrite } from '../mutation.ts';
import { client, ok } from '../client.ts';
import { compileFilter } from '../../../../shared/odata/compile.ts';
import { releaseKeys } from './keys.ts';

/** A field change on one release (spec 02 §7 "PATCH semver, setNote, setKnownIssueList, setIsInvalidated, finalize"). */
export type ReleaseChange =
  | { note: string | null }
  | { known_issue_list: string | null }
  | { is_invalidated: boolean }
  | { is_final: true }
  | { semver: string };

export const useUpdateRelease = (releaseId: number) =>
  useWrite(
    (body: ReleaseChange) => ok(client.PATCH('/v7/release({id})', { params: { path: { id: releaseId } }, body })),
    () => [releaseKeys.all()],
  );

/** Sets a release tag: PATCH the value when the key exists (tagId given), else POST a new tag. */
export const useSetReleaseTag = (releaseId: number) =>
  useWrite(
    ({ tagId, key, value }: { tagId?: number; key: string; value: string }) =>
      tagId !== undefined
        ? ok(client.PATCH('/v7/release_tag({id})', { params: { path: { id: tagId } }, body: { value } }))
        : ok(client.POST('/v7/release_tag', { body: { release: releaseId, tag_key: key, value } })),
    () => [releaseKeys.all()],
  );

export const useRemoveReleaseTag = () =>
  useWrite(
    (tagId: number) => ok(client.DELETE('/v7/release_tag({id})', { params: { path: { id: tagId } } })),
    () => [releaseKeys.all()],
  );

/**
 * Deletes releases of the fleet in one request: DELETE release filtered by the fleet and the ids
 * (spec 02 §7). The API refuses the whole request when one of them is pinned to a device or is a
 * fleet's release (409 "Data is referenced by …", spec 02 §4), so nothing is deleted then.
 */
export function useDeleteReleases(fleetId: number) {
  return useWrite(
    (ids: readonly number[]) =>
      ok(
        client.DELETE('/v7/release', {
          params: {
            query: { $filter: compileFilter('release', { belongs_to__application: fleetId, id: { $in: [...ids] } }) },
          },
        }),
      ),
    () => [releaseKeys.all()],
    { when: 'settled' },
  );
}
