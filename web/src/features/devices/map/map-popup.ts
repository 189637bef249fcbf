/**
 * A map marker's popup (built when the marker is clicked): a link to the device's page that navigates
 * inside the app, or for a frozen device a button opening the frozen-devices dialog (spec 02 §2 "A
 * frozen device opens the frozen-devices dialog").
 */
import { routes } from '../../../lib/paths.ts';
import type { MapPoint } from './map-points.ts';

export interface PopupHandlers {
  /** Opens the frozen-devices dialog. */
  onFrozen: () => void;
  /** Goes to a path of the app without reloading it. */
  onOpen: (path: string) => void;
}

export function popupFor(point: MapPoint, { onFrozen, onOpen }: PopupHandlers): HTMLElement {
  if (point.frozen) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'link devices-link-button';
    button.textContent = point.name;
    button.addEventListener('click', onFrozen);
    return button;
  }
  const path = routes.device(point.uuid).root();
  const link = document.createElement('a');
  link.href = path;
  link.textContent = point.name;
  link.addEventListener('click', (e) => {
    // A plain click stays in the app; modified clicks (new tab, new window) keep the browser's behaviour.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(path);
  });
  return link;
}
