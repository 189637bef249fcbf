/**
 * The code blocks of docs/qa.md, read from the file itself, so the guide's examples are what the
 * tests run (tests/docs/qa-doc.test.ts, e2e/21-qa-docs.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { at, present } from '../present.ts';

export const QA_DOC = fileURLToPath(new URL('../../docs/qa.md', import.meta.url));

export interface DocBlock {
  /** The fence's language: `sh`, `ts`, `yaml`. */
  lang: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The nearest heading above the block. */
  section: string;
}

/** Every fenced block of the guide, in order. */
export function qaBlocks(text = readFileSync(QA_DOC, 'utf8')): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = text.split('\n');
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const line = at(lines, i);
    const heading = /^#{1,4} (.+)/.exec(line);
    if (heading) section = present(heading[1], 'the heading text');
    const open = /^```(\w*)\s*$/.exec(line);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(at(lines, i)); i++) body.push(at(lines, i));
    blocks.push({ lang: open[1] ?? '', code: body.join('\n'), line: start + 1, section });
  }
  return blocks;
}

/** A TypeScript block that defines whole Playwright tests (`test('…', async ({ page, … }) => …)`). */
export const isPlaywrightTests = (b: DocBlock): boolean => b.lang === 'ts' && /^test\(/m.test(b.code);
/** The block that shows the fixture import. */
export const isImport = (b: DocBlock): boolean => b.lang === 'ts' && /^import /.test(b.code.trim());
/** A `mockAdmin` snippet or a Node example: a TypeScript block that is neither of the above. */
export const isSnippet = (b: DocBlock): boolean => b.lang === 'ts' && !isPlaywrightTests(b) && !isImport(b);
