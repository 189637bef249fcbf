/**
 * Host OS version and its release line (spec 02 §2 "host OS version (with changelog link and
 * release-line badge)", §4 "An ESR device is one whose OS major version is above 2000", §9 release
 * line colours: next green, current teal, sunset yellow, outdated red; production teal, development purple).
 */
import { ESR_MAJOR_ABOVE } from '../constants.ts';
import { parseVersion } from '../../../../../shared/version.ts';

export interface ParsedOs {
  major: number;
  minor: number;
  patch: number;
  /** "+rev1" → 1; a rev0 base below 2.88.4 is treated as rev1 (spec 02 §4). */
  revision: number | null;
  legacy: boolean;
}

/** Parses "balenaOS 2.108.25+rev1", "Resin OS 1.26.1", "2025.1.0"; null when unparseable. */
export function parseOsVersion(raw: string | null | undefined): ParsedOs | null {
  const parts = parseVersion(raw);
  if (!raw || !parts) return null;
  const rev = /\d+\.\d+\.\d+\+rev(\d+)/.exec(raw);
  return {
    major: parts[0],
    minor: parts[1],
    patch: parts[2],
    revision: rev ? Number(rev[1]) : null,
    legacy: /^resin\s?os 1\./i.test(raw.trim()),
  };
}

/** ESR: OS major version above 2000. */
export function isEsrOsVersion(raw: string | null | undefined): boolean {
  const v = parseOsVersion(raw);
  return v !== null && v.major > ESR_MAJOR_ABOVE;
}

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

/** Semver major of a supervisor version ("14.11.14" → 14), or null. */
export function majorOf(version: string | null | undefined): number | null {
  const m = /^v?(\d+)/.exec(version ?? '');
  return m ? Number(m[1]) : null;
}
