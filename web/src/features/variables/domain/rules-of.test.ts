import { describe, expect, it } from 'vitest';
import { rulesOf } from './rules-of.ts';

const body = (properties: Record<string, unknown>) => ({
  reservedNames: [],
  reservedNamespaces: [],
  whiteListedNames: [],
  whiteListedNamespaces: [],
  blackListedNames: [],
  configVarSchema: { properties },
});

describe('rulesOf', () => {
  it("lists the schema's RESIN_ names under their BALENA_ names", () => {
    const gpu = { type: 'integer', will_reboot: true };
    const { schema } = rulesOf(
      body({ RESIN_HOST_CONFIG_gpu_mem: gpu, RESIN_SUPERVISOR_OVERRIDE_LOCK: { enum: ['false'] } }),
    );
    expect(Object.keys(schema.properties).sort()).toEqual([
      'BALENA_HOST_CONFIG_gpu_mem',
      'BALENA_SUPERVISOR_OVERRIDE_LOCK',
    ]);
    expect(schema.properties.BALENA_HOST_CONFIG_gpu_mem).toBe(gpu);
  });

  it('keeps a BALENA_ entry the schema names itself, and other names as they are', () => {
    const own = { type: 'integer', description: 'balena' };
    const { schema } = rulesOf(
      body({ RESIN_HOST_CONFIG_hdmi_mode: { type: 'integer' }, BALENA_HOST_CONFIG_hdmi_mode: own, OTHER: {} }),
    );
    expect(Object.keys(schema.properties).sort()).toEqual(['BALENA_HOST_CONFIG_hdmi_mode', 'OTHER']);
    expect(schema.properties.BALENA_HOST_CONFIG_hdmi_mode).toBe(own);
  });
});
