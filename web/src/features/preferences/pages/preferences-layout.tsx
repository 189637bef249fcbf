/** /preferences with its tabs (spec 01 §2 "Preferences"); the index redirects to details. */
import { NavLink, Outlet } from 'react-router';
import { usePageTitle } from '../../auth/index.ts';
import { routes, type PreferencesTab } from '../../../lib/paths.ts';
import { MSG } from '../messages.ts';

const PREFERENCE_TABS = [
  { path: 'details', label: MSG['tab.details'] },
  { path: 'sshkeys', label: MSG['tab.sshkeys'] },
  { path: 'access-tokens', label: MSG['tab.accessTokens'] },
  { path: 'profile', label: MSG['tab.profile'] },
  { path: '2fa', label: MSG['tab.2fa'] },
  { path: 'experimental', label: MSG['tab.experimental'] },
] as const satisfies ReadonlyArray<{ path: PreferencesTab; label: string }>;

export default function PreferencesLayout() {
  usePageTitle(MSG.title);
  return (
    <div className="preferences">
      <h1>{MSG.title}</h1>
      <nav aria-label={MSG.title} className="tabs">
        <ul role="list">
          {PREFERENCE_TABS.map((t) => (
            <li key={t.path}>
              <NavLink to={routes.preferences(t.path)} className="tab">
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="tab-panel">
        <Outlet />
      </div>
    </div>
  );
}
