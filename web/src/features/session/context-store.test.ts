/** Context data rules (spec 01 §2): navigation drops what no longer applies; another organization clears the access roles. */
import { describe, expect, it } from 'vitest';
import { ContextStore, contextName, retainedContext, EMPTY_CONTEXT, type ContextData } from './context-store.ts';

const withAll: ContextData = {
  organization: { id: 1, name: 'Acme' },
  accessRoles: ['administrator'],
  scoped: { fleet: { id: 10 }, device: { id: 'abc' }, release: { id: 5 }, team: { id: 3 }, member: { id: 4 } },
};

describe('retainedContext', () => {
  it('clears everything on the home page', () => {
    expect(retainedContext(withAll, { kind: 'home' })).toEqual(EMPTY_CONTEXT);
  });

  it('keeps the organization and its roles on a page of the same organization, dropping records that no longer apply', () => {
    expect(retainedContext(withAll, { kind: 'team', orgId: 1, teamId: 3 })).toEqual({
      organization: withAll.organization,
      accessRoles: ['administrator'],
      scoped: { team: { id: 3 } },
    });
    expect(retainedContext(withAll, { kind: 'team', orgId: 1, teamId: 9 }).scoped).toEqual({});
  });

  it('replaces the organization and clears the access roles when the organization changes', () => {
    expect(retainedContext(withAll, { kind: 'organization', orgId: 2 })).toEqual({
      organization: { id: 2 },
      accessRoles: null,
      scoped: {},
    });
  });

  it('keeps the fleet for its releases and devices, and drops another fleet', () => {
    expect(retainedContext(withAll, { kind: 'release', fleetId: 10, releaseId: 5 }).scoped).toEqual({
      fleet: { id: 10 },
      release: { id: 5 },
    });
    expect(retainedContext(withAll, { kind: 'device', uuid: 'abc' }).scoped).toEqual({
      fleet: { id: 10 },
      device: { id: 'abc' },
    });
    expect(retainedContext(withAll, { kind: 'fleet', fleetId: 11 })).toEqual({
      organization: withAll.organization,
      accessRoles: ['administrator'],
      scoped: {},
    });
  });
});

describe('ContextStore', () => {
  it('clears the access roles when another organization is set and ignores roles of an organization not in context', () => {
    const store = new ContextStore();
    store.setOrganization({ id: 1 });
    store.setAccessRoles(1, ['member']);
    store.setAccessRoles(2, ['administrator']);
    expect(store.getSnapshot().accessRoles).toEqual(['member']);
    store.setOrganization({ id: 1, name: 'Acme' });
    expect(store.getSnapshot().accessRoles).toEqual(['member']);
    store.setOrganization({ id: 2 });
    expect(store.getSnapshot().accessRoles).toBeNull();
  });

  it('notifies only when navigation changes something', () => {
    const store = new ContextStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.navigate({ kind: 'home' });
    expect(calls).toBe(0);
    store.navigate({ kind: 'organization', orgId: 4 });
    store.navigate({ kind: 'organization', orgId: 4 });
    expect(calls).toBe(1);
  });
});

describe('contextName', () => {
  it('names the recorded fleet or organization of the page, and nothing that is not recorded', () => {
    const store = new ContextStore();
    store.setOrganization({ id: 2, name: 'Acme IoT' });
    store.setScoped('fleet', { id: 20, data: { id: 20, name: 'smart-lights' } });
    const data = store.getSnapshot();
    expect(contextName(data, { kind: 'fleet', fleetId: 20 })).toBe('smart-lights');
    expect(contextName(data, { kind: 'release', fleetId: 20, releaseId: 5 })).toBe('smart-lights');
    expect(contextName(data, { kind: 'device', uuid: 'abc' })).toBe('smart-lights');
    expect(contextName(data, { kind: 'fleet', fleetId: 21 })).toBeUndefined();
    expect(contextName(data, { kind: 'organization', orgId: 2 })).toBe('Acme IoT');
    expect(contextName(data, { kind: 'team', orgId: 3, teamId: 1 })).toBeUndefined();
    expect(contextName(data, { kind: 'home' })).toBeUndefined();
  });
});
