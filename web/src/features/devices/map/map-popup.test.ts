// @vitest-environment jsdom
/** Map popups (spec 02 §2): a device's page link, or the frozen-devices dialog for a frozen device. */
import { describe, expect, it, vi } from 'vitest';
import { popupFor } from './map-popup.ts';

const point = (frozen: boolean) => ({ uuid: 'abc123', name: 'shy-river', lat: 1, lng: 2, frozen });

describe('popupFor', () => {
  it('links a device to /devices/{uuid} and opens it inside the app on a plain click', () => {
    const onOpen = vi.fn();
    const onFrozen = vi.fn();
    const el = popupFor(point(false), { onOpen, onFrozen });
    expect(el.tagName).toBe('A');
    expect(el.getAttribute('href')).toBe('/devices/abc123');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    el.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledWith('/devices/abc123');
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    el.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onFrozen).not.toHaveBeenCalled();
  });

  it('gives a frozen device a button that opens the frozen-devices dialog instead of its page', () => {
    const onOpen = vi.fn();
    const onFrozen = vi.fn();
    const el = popupFor(point(true), { onOpen, onFrozen });
    expect(el.tagName).toBe('BUTTON');
    expect(el.textContent).toBe('shy-river');
    el.click();
    expect(onFrozen).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
