/**
 * /preferences/experimental (spec 01 §2, §3 "Local UI settings"): header colour, navigation stripes,
 * display-apps flag, stored locally. Storage belongs to web-platform's features/experimental; this tab
 * uses the same keys until its hooks land.
 */
import { useState } from 'react';
import { MSG } from '../messages.ts';

export const EXPERIMENTAL_KEYS = { headerColor: 'headerColor', showNavigationStripes: 'showNavigationStripes', displayApps: 'display-apps' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  } catch {
    /* storage unavailable */
  }
}

export default function ExperimentalTab() {
  const [color, setColor] = useState(read(EXPERIMENTAL_KEYS.headerColor) ?? '#2a506f');
  const [stripes, setStripes] = useState(read(EXPERIMENTAL_KEYS.showNavigationStripes) === 'true');
  const [apps, setApps] = useState(read(EXPERIMENTAL_KEYS.displayApps) === 'true');
  return (
    <section aria-labelledby="exp-h" className="card">
      <h2 id="exp-h">{MSG.experimentalTitle}</h2>
      <div className="field">
        <label htmlFor="exp-color">{MSG.headerColour}</label>
        <input id="exp-color" type="color" value={color} onChange={(e) => { setColor(e.target.value); write(EXPERIMENTAL_KEYS.headerColor, e.target.value); }} />
      </div>
      <div className="field field-check">
        <input id="exp-stripes" type="checkbox" checked={stripes} onChange={(e) => { setStripes(e.target.checked); write(EXPERIMENTAL_KEYS.showNavigationStripes, String(e.target.checked)); }} />
        <label htmlFor="exp-stripes">{MSG.navigationStripes}</label>
      </div>
      <div className="field field-check">
        <input id="exp-apps" type="checkbox" checked={apps} onChange={(e) => { setApps(e.target.checked); write(EXPERIMENTAL_KEYS.displayApps, String(e.target.checked)); }} />
        <label htmlFor="exp-apps">{MSG.displayApps}</label>
      </div>
    </section>
  );
}
