/**
 * The import boundaries of eslint.config.js report what they forbid and let through what they
 * allow: each case lints one import line as if it were written in the named file.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error eslint.config.js is plain JavaScript without type declarations.
import { assertAcyclic, FEATURE_DEPENDENCIES } from '../../eslint.config.js';
import { first } from '../present.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The boundary rule ids reported for `code` placed at `file` (relative to the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const result = first(await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${ROOT}${file}` }));
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.ruleId as string);
}

describe('import boundaries', () => {
  it.each<[string, string, string, boolean]>([
    [
      'the dashboard importing the mock',
      'web/src/lib/fixture.ts',
      "import { x } from '../../../mock-server/src/core/permissions/roles.ts';",
      false,
    ],
    [
      'the mock importing the dashboard',
      'mock-server/src/core/fixture.ts',
      "import { x } from '../../../web/src/lib/i18n.ts';",
      false,
    ],
    [
      'shared/ importing the mock',
      'shared/fixture.ts',
      "import { x } from '../mock-server/src/core/permissions/roles.ts';",
      false,
    ],
    [
      'lib/ importing a feature, even its index',
      'web/src/lib/fixture.ts',
      "import { x } from '../features/session/index.ts';",
      false,
    ],
    [
      'a feature reaching into another feature',
      'web/src/features/preferences/fixture.ts',
      "import { x } from '../auth/components/auth-card.tsx';",
      false,
    ],
    [
      'a feature importing one it may not depend on (auth → preferences would close a cycle)',
      'web/src/features/auth/fixture.ts',
      "import { x } from '../preferences/index.ts';",
      false,
    ],
    [
      'the app shell reaching into a feature',
      'web/src/app/fixture.ts',
      "import { x } from '../features/session/storage.ts';",
      false,
    ],
    ['the mock core importing fastify', 'mock-server/src/core/fixture.ts', "import { x } from 'fastify';", false],
    ['the mock core importing msw', 'mock-server/src/core/fixture.ts', "import { x } from 'msw';", false],
    [
      'a feature importing a declared dependency through its index',
      'web/src/features/preferences/fixture.ts',
      "import { x } from '../auth/index.ts';",
      true,
    ],
    [
      'a feature importing its own files',
      'web/src/features/auth/fixture.ts',
      "import { x } from './components/auth-card.tsx';",
      true,
    ],
    [
      'the app shell importing a feature index',
      'web/src/app/fixture.ts',
      "import { x } from '../features/session/index.ts';",
      true,
    ],
    [
      'the dashboard importing shared rules',
      'web/src/lib/fixture.ts',
      "import { x } from '../../../shared/permissions.ts';",
      true,
    ],
    ['the mock adapter importing fastify', 'mock-server/src/fastify/fixture.ts', "import { x } from 'fastify';", true],
    [
      'a feature importing the app shell',
      'web/src/features/fleets/fixture.ts',
      "import { x } from '../../app/router.tsx';",
      false,
    ],
    [
      'a feature importing the app shell from a nested folder',
      'web/src/features/auth/pages/fixture.ts',
      "import { x } from '../../../app/shell/header.tsx';",
      false,
    ],
    ['lib/ importing the API layer', 'web/src/lib/fixture.ts', "import { x } from '../api/client.ts';", false],
    ['lib/ importing the app shell', 'web/src/lib/fixture.ts', "import { x } from '../app/router.tsx';", false],
    [
      'the API layer importing the app shell',
      'web/src/api/fixture.ts',
      "import { x } from '../app/router.tsx';",
      false,
    ],
    [
      'a component importing the app shell',
      'web/src/components/fixture.ts',
      "import { x } from '../app/router.tsx';",
      false,
    ],
    [
      'a feature importing the URL builders',
      'web/src/features/fleets/fixture.ts',
      "import { x } from '../../lib/paths.ts';",
      true,
    ],
    ['the API layer importing lib/', 'web/src/api/fixture.ts', "import { x } from '../lib/query-keys.ts';", true],
    [
      'the app shell importing the API layer',
      'web/src/app/fixture.ts',
      "import { x } from '../api/external.ts';",
      true,
    ],
  ])('%s', async (_name, file, code, allowed) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.length === 0).toBe(allowed);
  });

  it('declares an acyclic feature graph and rejects a cycle', () => {
    expect(() => assertAcyclic(FEATURE_DEPENDENCIES)).not.toThrow();
    expect(() => assertAcyclic({ ...FEATURE_DEPENDENCIES, auth: ['session', 'preferences'] })).toThrow(
      /cycle auth -> preferences -> auth|cycle preferences -> auth -> preferences/,
    );
  });
});

/** The rule ids reported for `code` at `file` that keep cache updates in the API layer. */
async function cacheErrors(file: string, code: string): Promise<string[]> {
  const result = first(await eslint.lintText(code, { filePath: `${ROOT}${file}` }));
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('query cache writes stay in the API layer', () => {
  const call = (method: string) =>
    `declare const queries: { ${method}(o: unknown): Promise<void> };\nvoid queries.${method}({ queryKey: ['x'] });\n`;

  it.each(['invalidateQueries', 'refetchQueries', 'resetQueries', 'removeQueries', 'setQueryData'])(
    'a feature calling %s is reported',
    async (method) => {
      const errors = await cacheErrors('web/src/features/orgs/pages/fixture.tsx', call(method));
      expect(errors).toEqual([expect.stringContaining(`Features do not call ${method}`)]);
    },
  );

  it('a resource module of the API layer may invalidate what it changes', async () => {
    expect(await cacheErrors('web/src/api/fixture.ts', call('invalidateQueries'))).toEqual([]);
  });

  it('a feature reading the cache is not reported', async () => {
    expect(await cacheErrors('web/src/features/orgs/pages/fixture.tsx', call('getQueryData'))).toEqual([]);
  });
});
