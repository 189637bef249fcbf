/**
 * Tag key rules (api-ground-truth §1.4 business-rule hooks, §3 device_tag): no whitespace, no
 * reserved `io.balena.` / `io.resin.` prefix. Applies to every *_tag resource.
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { RESERVED_TAG_PREFIXES, TAG_KEY_WHITESPACE, tagKeyReserved } from './messages.ts';
import { bad } from './util.ts';

const TAG_RESOURCES = ['device_tag', 'application_tag', 'release_tag', 'organization_membership_tag'] as const;

/** The first tag-key problem, or undefined. */
function tagKeyProblem(key: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (/\s/.test(key)) return TAG_KEY_WHITESPACE;
  const prefix = RESERVED_TAG_PREFIXES.find((p) => key.startsWith(p));
  return prefix ? tagKeyReserved(prefix) : undefined;
}

/** Installs the tag-key hooks on a store. */
export function installTagKeyHooks(store: Store): void {
  for (const resource of TAG_RESOURCES) {
    if (!store.resources.has(resource)) continue;
    const check = (values: Record<string, unknown>): void => {
      const problem = tagKeyProblem(values.tag_key);
      if (problem) throw bad(problem);
    };
    onBeforeInsert(store, resource, (ctx, values) => void (ctx.trusted || check(values)));
    onBeforeUpdate(store, resource, (ctx, _current, patch) => void (ctx.trusted || check(patch)));
  }
}
