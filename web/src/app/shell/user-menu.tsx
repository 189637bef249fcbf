/**
 * The header's user menu (spec 01 §1): the avatar and username (cut at 20 → 17 + ellipsis) with copy,
 * preferences, an admin link for admins, sign out.
 */
import { Menu, type MenuItemDef } from '../../components/ui/menu.tsx';
import { Avatar } from './avatar.tsx';
import { toast } from '../../components/ui/toast.ts';
import { copyText } from '../../components/ui/copy-button.tsx';
import { useSession } from '../../features/session/index.ts';
import { truncateUsername } from '../../lib/format.ts';
import { t } from '../../lib/i18n.ts';
import { routes } from '../../lib/paths.ts';

/** Where the admin link points: the platform admin page (features/admin). */
const ADMIN_PATH = routes.admin();

export function UserMenu() {
  const { user, logout } = useSession();
  if (!user) return null;
  const items: MenuItemDef[] = [
    {
      id: 'copy',
      label: t('shell.copyUsername'),
      onAction: () =>
        void copyText(user.username).then((ok) =>
          toast.show(
            ok
              ? { kind: 'success', text: t('common.copied'), id: 'copy' }
              : { kind: 'danger', text: t('common.copyFailed'), id: 'copy' },
          ),
        ),
    },
    { id: 'preferences', label: t('shell.preferences'), href: routes.preferences('details') },
    ...(user.isAdmin ? [{ id: 'admin', label: t('shell.admin'), href: ADMIN_PATH }] : []),
    { id: 'sign-out', label: t('shell.signOut'), onAction: () => void logout(), separatorBefore: true },
  ];
  return (
    <Menu
      label={t('shell.userMenu', { username: user.username })}
      triggerLabel={t('shell.userMenu', { username: user.username })}
      trigger={
        <span className="user-menu-trigger">
          <Avatar email={user.email} name={user.username} />
          <span className="user-menu-name">{truncateUsername(user.username)}</span>
        </span>
      }
      items={items}
    />
  );
}
