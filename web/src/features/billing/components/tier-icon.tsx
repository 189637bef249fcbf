/**
 * The icon of a plan tier (spec 03 §2: icons for custom, enterprise, free, org, pilot, production,
 * prototype, solo and unknown; any other tier shows the unknown icon). Each tier has its own glyph
 * and colour, drawn inline so the page needs no icon font; the icon is decorative (the plan's title
 * is next to it).
 */
import { tierIcon } from '../domain/billing-rules.ts';

/** 16 × 16 glyphs, one per tier icon name. */
const GLYPHS: Record<string, { path: string; color: string }> = {
  // a gift box: nothing to pay
  free: { path: 'M2 6h12v3H2zM3 9h10v5H3zM8 6v8M8 6C6 2 3 4 5 6M8 6c2-4 5-2 3 0', color: '#2f855a' },
  // a flask: trying things out
  prototype: { path: 'M6 2h4M7 2v4l-4 7a1 1 0 0 0 1 1.5h8A1 1 0 0 0 13 13L9 6V2', color: '#6b46c1' },
  // a paper plane: first flights
  pilot: { path: 'M2 8l12-6-4 12-2-5zM8 9l6-7', color: '#2b6cb0' },
  // a factory: running at scale
  production: { path: 'M2 14V7l4 2V7l4 2V3h4v11zM5 12h2M9 12h2', color: '#c05621' },
  // a building: the whole company
  enterprise: { path: 'M3 14V2h7v12M10 6h3v8M5 4h3M5 7h3M5 10h3M2 14h12', color: '#2c5282' },
  // a gear: made to measure
  custom: {
    path: 'M8 5.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5zM8 1v2M8 13v2M1 8h2M13 8h2M3 3l1.5 1.5M11.5 11.5L13 13M3 13l1.5-1.5M11.5 4.5L13 3',
    color: '#4a5568',
  },
  // people: an organization
  org: {
    path: 'M5 7a2 2 0 1 0 0-4a2 2 0 0 0 0 4zM11 7a2 2 0 1 0 0-4a2 2 0 0 0 0 4zM1 14c0-3 2-5 4-5s4 2 4 5M7 14c0-3 2-5 4-5s4 2 4 5',
    color: '#b7791f',
  },
  // one person: on one's own
  solo: { path: 'M8 7a2.5 2.5 0 1 0 0-5a2.5 2.5 0 0 0 0 5zM3 14c0-3 2.5-5 5-5s5 2 5 5', color: '#d53f8c' },
  // a question mark
  unknown: { path: 'M5.5 5.5a2.5 2.5 0 1 1 3.5 2.3C8.4 8.1 8 8.6 8 9.3V10M8 12.5v.5', color: '#718096' },
};

export function TierIcon({ tier }: { tier: string }) {
  const name = tierIcon(tier);
  const glyph = GLYPHS[name] ?? GLYPHS.unknown!;
  return (
    <svg
      className={`tier-icon tier-${name}`}
      data-tier-icon={name}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={glyph.path}
        fill="none"
        stroke={glyph.color}
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
