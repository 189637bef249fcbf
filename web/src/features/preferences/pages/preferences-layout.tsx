/** /preferences with its tabs (spec 01 §2 "Preferences"); the index redirects to details. */
import { NavLink, Outlet } from 'react-router';
import { usePageTitle } from '../../auth/index.ts';
import { routes, type PreferencesTab } from '../../../app/routes.ts';

export const PREFERENCE_TABS = [
  { path: 'details', label: 'Account details' },
  { path: 'sshkeys', label: 'SSH keys' },
  { path: 'access-tokens', label: 'Access tokens' },
  { path: 'profile', label: 'Profile' },
  { path: '2fa', label: 'Two-factor authentication' },
  { path: 'experimental', label: 'Experimental' },
] as const satisfies ReadonlyArray<{ path: PreferencesTab; label: string }>;

export default function PreferencesLayout() {
  usePageTitle('Preferences');
  return (
    <div className="preferences">
      <h1>Preferences</h1>
      <nav aria-label="Preferences" className="tabs">
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
