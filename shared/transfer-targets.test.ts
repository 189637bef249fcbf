import { describe, expect, it } from 'vitest';
import { isTransferTarget, sameResourceName } from './transfer-targets.ts';

const org = (over: Partial<Parameters<typeof isTransferTarget>[1]> = {}) => ({
  organizationId: 2,
  administrator: false,
  sameNamed: [],
  ...over,
});

describe('transfer targets (spec 02 §5)', () => {
  it('never the current organization', () => {
    expect(isTransferTarget(2, org({ administrator: true }))).toBe(false);
  });

  it('an administered organization', () => {
    expect(isTransferTarget(1, org({ administrator: true }))).toBe(true);
  });

  it('an organization where the user develops an application with the same name and class', () => {
    expect(isTransferTarget(1, org({ sameNamed: [{ roles: ['developer'], devices: 0 }] }))).toBe(true);
    expect(isTransferTarget(1, org({ sameNamed: [{ roles: ['observer', 'operator'], devices: 0 }] }))).toBe(false);
    expect(isTransferTarget(1, org())).toBe(false);
  });

  it('not where an application of that name and class has devices', () => {
    expect(isTransferTarget(1, org({ sameNamed: [{ roles: ['developer'], devices: 3 }] }))).toBe(false);
    expect(isTransferTarget(1, org({ administrator: true, sameNamed: [{ roles: [], devices: 1 }] }))).toBe(false);
  });

  it('names match case-insensitively', () => {
    expect(sameResourceName('Smart-Lights', 'smart-lights')).toBe(true);
    expect(sameResourceName('smart-lights', 'smart-light')).toBe(false);
  });
});
