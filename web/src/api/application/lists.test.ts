/**
 * Which fleets a user's list asks for (spec 02 §1, §3, §6): members their membership fleets, a support
 * agent also the fleets with support access granted until a time after the API's now(), a platform
 * admin every fleet of the class.
 */
import { describe, expect, it } from 'vitest';
import { compile } from '../../../../shared/odata/index.ts';
import { listFilter } from './lists.ts';
import { userListScope } from './list-scope.ts';
import { at } from '../../../../tests/present.ts';

const filterOf = (user: { id: number; isAdmin: boolean; isSupport: boolean }) =>
  decodeURIComponent(
    at(
      compile('application', { $select: ['id'], $filter: listFilter(userListScope(user, 'fleet')) }).split('$filter='),
      1,
    ),
  );

describe('fleet list scope', () => {
  it('member: organization, direct or team membership only', () => {
    const f = filterOf({ id: 4, isAdmin: false, isSupport: false });
    expect(f).toContain('organization_membership/any(om:om/user eq 4)');
    expect(f).not.toContain('is_accessible_by_support_until__date');
  });
  it('support agent: membership fleets or support access granted beyond now() on the API clock', () => {
    const f = filterOf({ id: 9, isAdmin: false, isSupport: true });
    expect(f).toContain('organization_membership/any(om:om/user eq 9)');
    expect(f).toMatch(/ or is_accessible_by_support_until__date gt now\(\)\)$/);
  });
  it('platform admin: every fleet of the class', () => {
    expect(filterOf({ id: 1, isAdmin: true, isSupport: true })).toBe("is_of__class eq 'fleet' and is_host eq false");
  });
});
