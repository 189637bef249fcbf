/**
 * The API layer's style rules of eslint.config.js report what they forbid and let through what they
 * allow: one mutation style (no raw `useMutation` outside web/src/api/mutation.ts) and one meaning
 * per exported name across web/src (`fleetmock/unique-exports`).
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { first } from '../present.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The messages of `rule` for `code` placed at `file` (relative to the repository root). */
async function messages(file: string, code: string, rule: string): Promise<string[]> {
  const result = first(await eslint.lintText(code, { filePath: `${ROOT}${file}` }));
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const RAW_MUTATION =
  "import { useMutation } from '@tanstack/react-query';\nexport const useThing = () => useMutation({ mutationFn: async () => 1 });\n";

describe('one mutation style', () => {
  it('refuses useMutation in a feature and in a resource module', async () => {
    for (const file of ['web/src/features/fleets/fixture.ts', 'web/src/api/fixture.ts'])
      expect(await messages(file, RAW_MUTATION, 'no-restricted-imports')).toEqual([
        expect.stringContaining('useWrite'),
      ]);
  });

  it('lets the write helper build it', async () => {
    expect(await messages('web/src/api/mutation.ts', RAW_MUTATION, 'no-restricted-imports')).toEqual([]);
  });
});

describe('unique exported names', () => {
  it('reports a second module exporting a name web/src already exports', async () => {
    const found = await messages(
      'web/src/features/fleets/fixture.ts',
      'export const BulkBar = 1;\n',
      'fleetmock/unique-exports',
    );
    expect(found).toEqual([expect.stringContaining('web/src/components/ui/selection.tsx')]);
  });

  it('lets a new name, a re-export and a feature message table through', async () => {
    const code = [
      'export const fixtureOnlyName = 1;',
      "export { BulkBar } from '../../components/ui/selection.tsx';",
      'export const MSG = {};',
    ].join('\n');
    expect(await messages('web/src/features/fleets/fixture.ts', code, 'fleetmock/unique-exports')).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(
      await messages(
        'web/src/features/fleets/fixture.test.ts',
        'export const BulkBar = 1;\n',
        'fleetmock/unique-exports',
      ),
    ).toEqual([]);
  });
});
