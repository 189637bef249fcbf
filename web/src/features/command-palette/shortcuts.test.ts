/** Keyboard shortcuts: what each key press completes, and that typing in a field never triggers one. */
import { describe, expect, it } from 'vitest';
import { GO_SEQUENCE_TIMEOUT_MS } from '../../lib/timing.ts';
import { createShortcutMatcher, isTypingTarget, type KeyInput } from './shortcuts.ts';

/** A DOM-free stand-in for an element: the matcher reads only tag, type, contenteditable and role. */
const el = (tagName: string, attrs: { type?: string; role?: string; editable?: boolean } = {}) =>
  ({
    tagName: tagName.toUpperCase(),
    type: attrs.type,
    isContentEditable: attrs.editable ?? false,
    getAttribute: (name: string) => (name === 'role' ? (attrs.role ?? null) : null),
  }) as unknown as EventTarget;

const body = el('body');
const press = (key: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: body,
  ...extra,
});

function setup() {
  let clock = 0;
  const match = createShortcutMatcher(() => clock);
  return { match, advance: (ms: number) => (clock += ms) };
}

describe('createShortcutMatcher', () => {
  it('opens the palette on Ctrl-K and Cmd-K, even in a text field', () => {
    const { match } = setup();
    expect(match(press('k', { ctrlKey: true }))).toEqual({ kind: 'palette' });
    expect(match(press('K', { metaKey: true }))).toEqual({ kind: 'palette' });
    expect(match(press('k', { ctrlKey: true, target: el('input', { type: 'text' }) }))).toEqual({ kind: 'palette' });
    expect(match(press('k', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(match(press('k'))).toBeNull();
  });

  it('maps ? to the shortcut list and / to the page search', () => {
    const { match } = setup();
    expect(match(press('?'))).toEqual({ kind: 'help' });
    expect(match(press('/'))).toEqual({ kind: 'focus-search' });
  });

  it('maps m to the mock control panel, but not while typing or with a modifier', () => {
    const { match } = setup();
    expect(match(press('m'))).toEqual({ kind: 'mock-panel' });
    expect(match(press('m', { target: el('input', { type: 'text' }) }))).toBeNull();
    expect(match(press('m', { ctrlKey: true }))).toBeNull();
  });

  it('completes g f, g d and g o within the timeout', () => {
    const { match, advance } = setup();
    for (const [key, target] of [
      ['f', 'fleets'],
      ['d', 'devices'],
      ['o', 'orgs'],
    ] as const) {
      expect(match(press('g'))).toBeNull();
      advance(GO_SEQUENCE_TIMEOUT_MS);
      expect(match(press(key))).toEqual({ kind: 'go', target });
    }
  });

  it('drops a g sequence after the timeout, after another key, and never lets f alone navigate', () => {
    const { match, advance } = setup();
    expect(match(press('f'))).toBeNull();
    match(press('g'));
    advance(GO_SEQUENCE_TIMEOUT_MS + 1);
    expect(match(press('f'))).toBeNull();
    match(press('g'));
    expect(match(press('x'))).toBeNull();
    expect(match(press('f'))).toBeNull();
    // g g f: the second g restarts the sequence.
    match(press('g'));
    match(press('g'));
    expect(match(press('o'))).toEqual({ kind: 'go', target: 'orgs' });
  });

  it('ignores every shortcut but Ctrl-K while typing', () => {
    const { match } = setup();
    for (const target of [
      el('input', { type: 'text' }),
      el('input', { type: 'search' }),
      el('input'),
      el('textarea'),
      el('select'),
      el('div', { editable: true }),
      el('div', { role: 'combobox' }),
    ]) {
      expect(match(press('?', { target }))).toBeNull();
      expect(match(press('/', { target }))).toBeNull();
      expect(match(press('g', { target }))).toBeNull();
      expect(match(press('f', { target }))).toBeNull();
    }
    // A g typed in a field does not arm a sequence for the next key outside it.
    match(press('g', { target: el('input') }));
    expect(match(press('f'))).toBeNull();
  });

  it('ignores keys with modifiers and keys of an IME composition', () => {
    const { match } = setup();
    expect(match(press('/', { ctrlKey: true }))).toBeNull();
    expect(match(press('?', { altKey: true }))).toBeNull();
    expect(match(press('?', { isComposing: true }))).toBeNull();
    match(press('g'));
    expect(match(press('f', { metaKey: true }))).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('treats buttons, checkboxes and plain elements as not typing', () => {
    expect(isTypingTarget(el('button'))).toBe(false);
    expect(isTypingTarget(el('input', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(el('a'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
