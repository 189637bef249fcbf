/**
 * Account banners inside the signed-in shell (spec 01 §1, §4, §5): admin account in use, e-mail
 * missing or not verified, and a password change forced by a too-long login password.
 */
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import {
  canReturnToAdmin,
  readPasswordChangeRequired,
  returnToAdmin,
  useSession,
} from '../../features/session/index.ts';
import { t } from '../../lib/i18n.ts';
import { routes } from '../../lib/paths.ts';

export type EmailNotice = 'missing' | 'unverified' | null;

/**
 * Which e-mail notice applies (spec 01 §4 "Email verification"): not verified and not required to
 * verify → the missing-email notice (also for an account with no address at all); verification
 * pending → unverified (the guard already sends such users to the waiting page). `mustBeVerified` is
 * the session's "pending" flag: must_be_verified and not is_verified.
 */
export function emailNotice(
  user: { email: string | null; isVerified: boolean; mustBeVerified: boolean } | undefined,
): EmailNotice {
  if (!user) return null;
  if (!user.email || user.email.trim() === '') return 'missing';
  if (user.isVerified) return null;
  return user.mustBeVerified ? 'unverified' : 'missing';
}

/** The banner of a "log in as" session (spec 01 §6): whose account is in use and the way back. */
function ImpersonationBanner({ username, onLeave }: { username: string; onLeave: () => void }) {
  return (
    <Banner
      kind="warning"
      action={
        <button type="button" className="button button-secondary" onClick={onLeave}>
          {canReturnToAdmin() ? t('banner.loginAsReturn') : t('shell.signOut')}
        </button>
      }
    >
      {t('banner.loginAs', { username })}
    </Banner>
  );
}

export function AccountBanners() {
  const { user, claims, logout } = useSession();
  if (!user) return null;
  const notice = emailNotice(user);
  const impersonated = claims?.actualUser !== undefined;
  const mustChangePassword = readPasswordChangeRequired();
  if (!user.isAdmin && !notice && !impersonated && !mustChangePassword) return null;
  return (
    <div className="account-banners" role="region" aria-label={t('banner.region')}>
      {impersonated ? (
        <ImpersonationBanner
          username={user.username}
          onLeave={() => void (returnToAdmin(routes.admin()) || logout())}
        />
      ) : null}
      {user.isAdmin ? <Banner kind="warning">{t('banner.admin')}</Banner> : null}
      {mustChangePassword ? (
        <Banner
          kind="warning"
          action={
            <Link className="button button-secondary" to={routes.preferences('details')}>
              {t('banner.passwordChangeAction')}
            </Link>
          }
        >
          {t('banner.passwordChange')}
        </Banner>
      ) : null}
      {notice === 'missing' ? (
        <Banner
          kind="warning"
          action={
            <Link className="button button-secondary" to={routes.preferences('details')}>
              {t('banner.emailMissingAction')}
            </Link>
          }
        >
          {t('banner.emailMissing')}
        </Banner>
      ) : null}
      {notice === 'unverified' ? (
        <Banner
          kind="info"
          action={
            <Link className="button button-secondary" to={routes.verifyEmailPending()}>
              {t('banner.emailUnverifiedAction')}
            </Link>
          }
        >
          {t('banner.emailUnverified')}
        </Banner>
      ) : null}
    </div>
  );
}
