/**
 * The dashboard and the mock server are type-checked each in its own environment (tsconfig.web.json,
 * tsconfig.node.json; `npm run typecheck` runs both): a Node global in the dashboard's code, or a DOM
 * global in the mock's, is a compile error there. Each case compiles one line as if it were written
 * in the named file, with that file's project settings.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The project's settings, and whether it type-checks `file` at all. */
function project(config: string, file: string): { options: ts.CompilerOptions; covers: boolean } {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}${config}`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} could not be read`);
  return { options: parsed.options, covers: parsed.fileNames.includes(`${ROOT}${file}`) };
}

/** Parsed library and declaration files, shared by every case: parsing the DOM's types takes seconds. */
const sourceFiles = new Map<string, ts.SourceFile | undefined>();

/** Compiler messages for `code` placed at `file`, with the settings of `config`. */
function diagnostics(config: string, file: string, code: string): string[] {
  const { options } = project(config, file);
  const path = `${ROOT}${file}`;
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === path ? code : readFile(name));
  host.fileExists = (name) => name === path || ts.sys.fileExists(name);
  host.getSourceFile = (name, lang, ...rest) => {
    if (name === path) return ts.createSourceFile(name, code, lang);
    const key = `${typeof lang === 'object' ? lang.languageVersion : lang}:${name}`;
    if (!sourceFiles.has(key)) sourceFiles.set(key, getSourceFile(name, lang, ...rest));
    return sourceFiles.get(key);
  };
  const program = ts.createProgram([path], options, host);
  return program
    .getSemanticDiagnostics(program.getSourceFile(path))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('type environments', () => {
  it('each project covers its runtime code and leaves the tests to tsconfig.json', () => {
    expect(project('tsconfig.web.json', 'web/src/main.tsx').covers).toBe(true);
    expect(project('tsconfig.web.json', 'shared/fleet-class.ts').covers).toBe(true);
    expect(project('tsconfig.web.json', 'web/src/config.test.ts').covers).toBe(false);
    expect(project('tsconfig.node.json', 'mock-server/src/core/app.ts').covers).toBe(true);
    expect(project('tsconfig.node.json', 'shared/fleet-class.ts').covers).toBe(true);
    expect(project('tsconfig.json', 'web/src/config.test.ts').covers).toBe(true);
  });

  it.each([
    ['process', 'export const mode = process.env.NODE_ENV;'],
    ['Buffer', "export const bytes = Buffer.from('x');"],
    ['__dirname', 'export const here = __dirname;'],
  ])('the dashboard cannot use the Node global %s', (name, code) => {
    expect(diagnostics('tsconfig.web.json', 'web/src/lib/fixture.ts', code)).toEqual([
      expect.stringContaining(`Cannot find name '${name}'`),
    ]);
  });

  it('the dashboard cannot import a Node module', () => {
    const errors = diagnostics(
      'tsconfig.web.json',
      'web/src/lib/fixture.ts',
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;",
    );
    expect(errors).toEqual([expect.stringContaining("Cannot find module 'node:fs'")]);
  });

  it('the dashboard may use the DOM and Vite globals', () => {
    const code = 'export const title = document.title;\nexport const dev = import.meta.env.DEV;';
    expect(diagnostics('tsconfig.web.json', 'web/src/lib/fixture.ts', code)).toEqual([]);
  });

  it.each([
    ['document', 'export const title = document.title;'],
    ['window', 'export const width = window.innerWidth;'],
  ])('the mock server cannot use the DOM global %s', (name, code) => {
    expect(diagnostics('tsconfig.node.json', 'mock-server/src/core/fixture.ts', code)).toEqual([
      expect.stringContaining(`Cannot find name '${name}'`),
    ]);
  });

  it('the mock server may use Node', () => {
    const code =
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\nexport const env = process.env;";
    expect(diagnostics('tsconfig.node.json', 'mock-server/src/core/fixture.ts', code)).toEqual([]);
  });
});
