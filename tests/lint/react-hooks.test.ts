/**
 * The hooks lint of eslint.config.js runs on the dashboard: a hook called conditionally and an effect
 * that reads a value it does not list are reported; the same code written correctly is not.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { first } from '../present.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function hookRules(file: string, code: string): Promise<string[]> {
  const result = first(await eslint.lintText(code, { filePath: `${ROOT}${file}` }));
  return result.messages.map((m) => m.ruleId ?? '').filter((id) => id.startsWith('react-hooks/'));
}

const CONDITIONAL = `import { useState } from 'react';
export function Widget({ on }: { on: boolean }) {
  if (on) {
    const [n] = useState(0);
    return <p>{n}</p>;
  }
  return null;
}
`;
const STALE_EFFECT = `import { useEffect } from 'react';
export function Widget({ id, load }: { id: number; load: (id: number) => void }) {
  useEffect(() => load(id), [id]);
  return null;
}
`;
const FULL_EFFECT = `import { useEffect } from 'react';
export function Widget({ id, load }: { id: number; load: (id: number) => void }) {
  useEffect(() => load(id), [id, load]);
  return null;
}
`;

describe('react hooks lint', () => {
  it('reports a hook called conditionally', async () => {
    expect(await hookRules('web/src/features/devices/fixture.tsx', CONDITIONAL)).toContain(
      'react-hooks/rules-of-hooks',
    );
  });

  it('reports an effect that does not list what it reads', async () => {
    expect(await hookRules('web/src/components/fixture.tsx', STALE_EFFECT)).toEqual(['react-hooks/exhaustive-deps']);
  });

  it('lets a complete effect through', async () => {
    expect(await hookRules('web/src/components/fixture.tsx', FULL_EFFECT)).toEqual([]);
  });
});
