/** The frame around every page: header with user menu, banners, main content, toasts (spec 01 §1–2). */
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../features/session/index.ts';
import { truncateUsername } from '../../lib/format.ts';
import { config } from '../../config.ts';
import { Banners } from './banners.tsx';
import { Toasts } from './toasts.tsx';

function UserMenu() {
  const { user, logout } = useSession();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <div className="user-menu">
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)} title={user.username}>
        {truncateUsername(user.username)}
      </button>
      {open ? (
        <div role="menu" className="menu">
          <Link role="menuitem" to="/preferences/details" onClick={() => setOpen(false)}>
            Preferences
          </Link>
          {user.isAdmin ? (
            <a role="menuitem" href="/admin">
              Admin
            </a>
          ) : null}
          <button role="menuitem" type="button" onClick={() => void logout()}>
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function AppShell() {
  return (
    <div className={config.isStaging ? 'app staging' : 'app'}>
      <header className="app-header">
        <Link to="/" className="brand">
          {config.deploymentName}
        </Link>
        <UserMenu />
      </header>
      <Banners />
      <main className="app-main">
        <Outlet />
      </main>
      <Toasts />
    </div>
  );
}
