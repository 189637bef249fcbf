import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { zodDeclarations } from './scripts/lib/zod-declarations.ts';
mkdirSync('/tmp/lib-zd', { recursive: true });
for (const f of ['zod.gen', 'zod.strict.gen']) {
  const d = zodDeclarations(readFileSync(`generated/zod/${f}.ts`, 'utf8'), `${f}.ts`);
  writeFileSync(`/tmp/lib-zd/${f}.d.ts`, d);
  console.log(f, d.length);
}
