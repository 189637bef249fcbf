/**
 * The release-line badge of the host OS version (spec 02 §2 "host OS version (with changelog link and
 * release-line badge)", §9 release line colours: next green, current teal, sunset yellow, outdated red;
 * production teal, development purple). Parsing versions and the ESR rule are shared/version.ts's.
 */
export type ReleaseLine = 'next' | 'current' | 'sunset' | 'outdated';
export type LineColour = 'green' | 'teal' | 'yellow' | 'red' | 'purple';

const LINE_COLOURS: Record<ReleaseLine, LineColour> = {
  next: 'green',
  current: 'teal',
  sunset: 'yellow',
  outdated: 'red',
};

/** The release line of an OS release phase (`end-of-life` shows as outdated); null without one. */
export function releaseLine(phase: string | null | undefined): ReleaseLine | null {
  if (phase === 'next' || phase === 'current' || phase === 'sunset') return phase;
  if (phase === 'end-of-life' || phase === 'outdated') return 'outdated';
  return null;
}

/** Colour of a release line badge. */
export const releaseLineColour = (line: ReleaseLine): LineColour => LINE_COLOURS[line];

/** Colour of the OS variant badge: production teal, development purple. */
export function variantColour(variant: string | null | undefined): LineColour | null {
  if (variant === 'prod') return 'teal';
  if (variant === 'dev') return 'purple';
  return null;
}
