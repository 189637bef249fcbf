/**
 * The contract's declarations as the package ships them (dist/types/generated/types/api.gen.d.ts):
 * the same types as generated/types/api.gen.ts in about 45 % of the text, so a consumer's compiler
 * reads less on every run. Only text without meaning to the type checker goes:
 *
 * - `@example` sections of doc comments (answer and body examples, up to a few kB each; the contract in
 *   `fleetmock/openapi/*` keeps them), and comments left empty by that;
 * - the doc comment of an operation's query parameter that points at a shared parameter
 *   (`$filter?: components["parameters"]["ODataFilter"]`): the shared parameter carries the same text,
 *   and hundreds of operations repeated it;
 * - `get?: never;`-style lines of a path item (a method the path lacks): an absent key excludes the path
 *   from that method for openapi-fetch just as `?: never` does (its path lists ask `{ get: unknown }`);
 * - indentation and blank lines.
 */

const METHOD_SLOT = /^[ \t]*(?:get|put|post|delete|options|head|patch|trace)\?: never;\n/gm;

export function slimDeclarations(text: string): string {
  let out = text.replace(/\/\*\*[\s\S]*?\*\//g, (comment) => {
    if (/^\/\*\* @example [^\n]*\*\/$/.test(comment)) return '';
    const kept = comment.replace(/\n[ \t]*\* @example[\s\S]*?(?=\n[ \t]*\* @|\n[ \t]*\*\/)/g, '');
    return /^\/\*\*[\s*]*\*\/$/.test(kept) ? '' : kept;
  });
  out = out.replace(METHOD_SLOT, '');
  out = out.replace(/^[ \t]+/gm, '').replace(/\n\s*\n/g, '\n');
  // A doc comment right before a query parameter typed by a shared parameter (which has the same doc).
  out = out.replace(
    /\/\*\*(?:(?!\*\/)[\s\S])*?\*\/\n(?=(?:"?\$?[\w.-]+"?\??: components\["parameters"\]\["[\w.-]+"\];))/g,
    '',
  );
  return out;
}

/** The text a type checker reads, for comparing two declarations: no comments, no whitespace. */
export function typeText(text: string): string {
  return text
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '');
}
