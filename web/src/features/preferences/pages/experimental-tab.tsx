/**
 * /preferences/experimental (spec 01 §2, §3 "Local UI settings"): header colour, navigation stripes
 * and the display-apps flag, stored locally through the experimental feature, so the shell and the
 * sidebar follow a change at once.
 */
import { setExperimental, useExperimental } from '../../experimental/index.ts';
import { MSG } from '../messages.ts';

/** What the colour picker shows while the header keeps the theme's colour. */
const DEFAULT_HEADER_SWATCH = '#2a506f';

export default function ExperimentalTab() {
  const settings = useExperimental();
  return (
    <section aria-labelledby="exp-h" className="card">
      <h2 id="exp-h">{MSG.experimentalTitle}</h2>
      <div className="field">
        <label htmlFor="exp-color">{MSG.headerColour}</label>
        <input
          id="exp-color"
          type="color"
          value={settings.headerColor ?? DEFAULT_HEADER_SWATCH}
          onChange={(e) => setExperimental('headerColor', e.target.value)}
        />
        {settings.headerColor ? (
          <button type="button" className="button" onClick={() => setExperimental('headerColor', null)}>
            {MSG.resetHeaderColour}
          </button>
        ) : null}
      </div>
      <div className="field field-check">
        <input
          id="exp-stripes"
          type="checkbox"
          checked={settings.showNavigationStripes}
          onChange={(e) => setExperimental('showNavigationStripes', e.target.checked)}
        />
        <label htmlFor="exp-stripes">{MSG.navigationStripes}</label>
      </div>
      <div className="field field-check">
        <input
          id="exp-apps"
          type="checkbox"
          checked={settings.displayApps}
          onChange={(e) => setExperimental('displayApps', e.target.checked)}
        />
        <label htmlFor="exp-apps">{MSG.displayApps}</label>
      </div>
    </section>
  );
}
