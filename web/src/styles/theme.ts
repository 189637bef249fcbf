/**
 * Light and dark themes from tokens (styles/tokens.css): "system" follows the OS through
 * prefers-color-scheme; "light"/"dark" force one by setting `data-theme` on <html>. The choice is
 * stored locally.
 */
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_STORAGE_KEY = 'fleetmock:theme';
const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const isChoice = (v: unknown): v is ThemeChoice =>
  typeof v === 'string' && (THEME_CHOICES as readonly string[]).includes(v);

function readTheme(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(v) ? v : 'system';
  } catch {
    return 'system';
  }
}

let current: ThemeChoice | null = null;
const listeners = new Set<() => void>();

/** Applies a choice to the document (no attribute for "system": the CSS media query decides). */
function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

export function setTheme(choice: ThemeChoice): void {
  if (!isChoice(choice)) return;
  current = choice;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    /* storage blocked */
  }
  applyTheme(choice);
  listeners.forEach((l) => l());
}

const snapshot = (): ThemeChoice => (current ??= readTheme());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The stored theme choice, re-rendering on change. */
export function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Call once before the first render so the page never flashes the wrong theme. */
export function initTheme(): void {
  applyTheme(snapshot());
}
