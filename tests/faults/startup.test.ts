/**
 * The CLI hooks: `--state FILE` restores the default session on start and saves it on
 * exit; `--scenario <file|name>` starts a scenario; bad files and names fail with a message.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { applyStartupFlags, StartupError } from '../../mock-server/src/core/handlers/mock-admin/node-startup.ts';
import { listRules, scenarioStatus, addRule } from '../../mock-server/src/core/faults/index.ts';
import { update } from '../../mock-server/src/core/store/write.ts';
import { PINNED_EPOCH } from '../../mock-server/src/core/seed/index.ts';
import { at } from '../present.ts';

const dir = mkdtempSync(join(tmpdir(), 'fleetmock-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const newCore = () =>
  createMockCore(
    withMockAdmin({ defaults: { seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) }, log: () => {} }),
  );

describe('--state and --scenario', () => {
  it('saves on exit and restores on the next start (data, clock, faults)', () => {
    const file = join(dir, 'demo.json');
    const first = newCore();
    const hooks = applyStartupFlags(first, { stateFile: file });
    expect(hooks.restored).toBe(false);
    const world = first.registry.get();
    const device = at(world.store.all('device'), 0);
    update(world.store, 'device', device.id, { note: 'kept across restarts' });
    world.clock.freeze(Date.parse('2026-11-05T12:00:00.000Z'));
    addRule(world, { id: 'keep', effect: { kind: 'latency', ms: 5 } });
    hooks.saveState();
    expect(existsSync(file)).toBe(true);

    const second = newCore();
    expect(applyStartupFlags(second, { stateFile: file }).restored).toBe(true);
    const again = second.registry.get();
    expect(again.store.get('device', device.id)?.note).toBe('kept across restarts');
    expect(again.clock.now()).toBe(Date.parse('2026-11-05T12:00:00.000Z'));
    expect(listRules(again).map((r) => r.id)).toEqual(['keep']);
  });

  it('a broken state file is a StartupError naming the file', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{"format":"something-else"}');
    expect(() => applyStartupFlags(newCore(), { stateFile: file })).toThrow(StartupError);
    writeFileSync(file, 'not json');
    expect(() => applyStartupFlags(newCore(), { stateFile: file })).toThrow(/broken\.json: not readable JSON/);
  });

  it('--scenario loads a shipped name or a file; unknown ones fail with a message', () => {
    const core = newCore();
    expect(applyStartupFlags(core, { scenario: 'frozen-org' }).scenario?.name).toBe('frozen-org');
    expect(scenarioStatus(core.registry.get())?.name).toBe('frozen-org');
    const file = join(dir, 'mine.yaml');
    writeFileSync(file, 'name: mine\nsteps:\n  - at: 1m\n    offline: true\n');
    expect(applyStartupFlags(newCore(), { scenario: file }).scenario).toMatchObject({ name: 'mine', stepsDone: 0 });
    expect(() => applyStartupFlags(newCore(), { scenario: 'nope-not-here' })).toThrow(
      /--scenario nope-not-here: Unknown scenario/,
    );
    writeFileSync(file, 'name: mine\nsteps:\n  - freezeOrganization: initech\n');
    expect(() => applyStartupFlags(newCore(), { scenario: file })).toThrow(/Unknown organization 'initech'/);
  });
});
