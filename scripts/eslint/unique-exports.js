/**
 * eslint rule `fleetmock/unique-exports`: a name exported by a module of web/src is exported by no
 * other module there, so a name means one thing (two `BulkBar`s with different meanings sent readers
 * to the wrong file). Declarations count (`export const|function|class|interface|type|enum X`);
 * re-exports (`export { X } from`), a feature's public `index.ts` (its lazy wrappers keep the
 * component's name) and the per-feature message tables `MSG`/`msg` (each feature's own texts,
 * imported from its own folder) do not. The other modules are read from disk once per lint run.
 * Rule fixtures: tests/lint/api-style.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SCOPE = 'web/src';
const PER_FEATURE = new Set(['MSG', 'msg']);
const DECLARED =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;

const counted = (file) =>
  /\.tsx?$/.test(file) &&
  !/\.test(-utils)?\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !file.endsWith(`${sep}index.ts`);

/** name → the files (relative to the root, `/`-separated) declaring it as an export. */
function scan(root) {
  const names = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (counted(path)) {
        const file = relative(root, path).split(sep).join('/');
        for (const m of readFileSync(path, 'utf8').matchAll(DECLARED)) {
          const name = m[1];
          if (PER_FEATURE.has(name)) continue;
          if (!names.has(name)) names.set(name, new Set());
          names.get(name).add(file);
        }
      }
    }
  };
  walk(join(root, SCOPE));
  return names;
}

const scans = new Map();

export const uniqueExports = {
  meta: {
    type: 'problem',
    docs: { description: 'An exported name of web/src is declared by one module only.' },
    messages: { twice: "'{{name}}' is also exported by {{other}}: give one of them a name of its own." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename).split(sep).join('/');
    if (!file.startsWith(`${SCOPE}/`) || !counted(context.filename)) return {};
    if (!scans.has(root)) scans.set(root, scan(root));
    const names = scans.get(root);
    const check = (id) => {
      if (!id || PER_FEATURE.has(id.name)) return;
      const others = [...(names.get(id.name) ?? [])].filter((f) => f !== file);
      if (others.length)
        context.report({ node: id, messageId: 'twice', data: { name: id.name, other: others.join(', ') } });
    };
    return {
      ExportNamedDeclaration(node) {
        const d = node.declaration;
        if (!d) return;
        if (d.type === 'VariableDeclaration')
          for (const v of d.declarations) check(v.id.type === 'Identifier' ? v.id : null);
        else check(d.id);
      },
    };
  },
};
