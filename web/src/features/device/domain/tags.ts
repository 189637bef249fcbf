/** Tag edit rules (spec 02 §3 "Tags", api-ground-truth §1.4 tag key business rules). */
import { MSG } from '../messages.ts';

export interface TagDraft {
  tag_key: string;
  value: string;
}

/** One message (or null) per row: key required, no whitespace, unique keys. */
export function validateTags(rows: readonly TagDraft[]): Array<string | null> {
  const seen = new Map<string, number>();
  for (const r of rows) seen.set(r.tag_key, (seen.get(r.tag_key) ?? 0) + 1);
  return rows.map((r) => {
    if (r.tag_key.trim() === '') return MSG.tagKeyRequired;
    if (/\s/.test(r.tag_key)) return MSG.tagKeyWhitespace;
    if ((seen.get(r.tag_key) ?? 0) > 1) return MSG.tagKeyDuplicate;
    return null;
  });
}
