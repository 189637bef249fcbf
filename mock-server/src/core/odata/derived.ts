/**
 * Rules behind derived to-many navigations (`derived:` in openapi/components/resources-model.yaml):
 * links the real API computes from other facts instead of storing them.
 */
import type { Row } from '../model/data-source.ts';
import type { EvalEnv } from './values.ts';
import { invalid } from './errors.ts';

export type DerivedRule = (row: Row, env: EvalEnv) => Row[];

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** True when `userId` reaches `app` directly: organization administrator, fleet member or member of a team with access. */
function reachesDirectly(env: EvalEnv, userId: number, app: Row): boolean {
  const { ds } = env;
  const org = fk(app.organization);
  for (const m of ds.find('organization_membership', 'user', userId)) {
    if (fk(m.is_member_of__organization) !== org) continue;
    const role = fk(m.organization_membership_role);
    if (role !== undefined && ds.get('organization_membership_role', role)?.name === 'administrator') return true;
  }
  if (ds.find('user_application_membership', 'user', userId).some((m) => fk(m.is_member_of__application) === app.id))
    return true;
  for (const tm of ds.find('team_membership', 'user', userId)) {
    const team = fk(tm.is_member_of__team);
    if (
      team !== undefined &&
      ds.find('team_application_access', 'team', team).some((a) => fk(a.grants_access_to__application) === app.id)
    )
      return true;
  }
  return false;
}

/**
 * `application.is_directly_accessible_by__user`: the caller, when the caller reaches the fleet directly
 * (api-ground-truth: the SDK's getAllDirectlyAccessible filters on `any(dau:1 eq 1)`); nobody else.
 */
const directlyAccessibleByCaller: DerivedRule = (app, env) => {
  const userId = env.canRead.userId;
  if (userId === undefined || !reachesDirectly(env, userId, app)) return [];
  const user = env.ds.get('user', userId);
  return user ? [user] : [];
};

const RULES: Readonly<Record<string, DerivedRule>> = {
  directly_accessible_by_caller: directlyAccessibleByCaller,
};

/** The rule of a derived navigation; an unknown name is a model error. */
export function derivedRule(name: string): DerivedRule {
  const rule = RULES[name];
  if (!rule) throw invalid(`Unknown derived navigation rule '${name}'`);
  return rule;
}
