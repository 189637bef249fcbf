/**
 * Account banners inside the signed-in shell (spec 01 §1, §4): admin account in use, e-mail missing,
 * e-mail not verified.
 */
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { useSession } from '../../features/session/index.ts';
import { t } from '../../lib/i18n.ts';
import { routes } from '../routes.ts';

export type EmailNotice = 'missing' | 'unverified' | null;

/**
 * Which e-mail notice applies (spec 01 §4 "Email verification"): no address → missing; an address
 * not yet verified → unverified (the guard already sends pending users to the waiting page).
 */
export function emailNotice(user: { email: string | null; isVerified: boolean; mustBeVerified: boolean } | undefined): EmailNotice {
  if (!user) return null;
  if (!user.email || user.email.trim() === '') return 'missing';
  if (!user.isVerified) return 'unverified';
  return null;
}

export function AccountBanners() {
  const { user } = useSession();
  if (!user) return null;
  const notice = emailNotice(user);
  if (!user.isAdmin && !notice) return null;
  return (
    <div className="account-banners" role="region" aria-label="Account notices">
      {user.isAdmin ? <Banner kind="warning">{t('banner.admin')}</Banner> : null}
      {notice === 'missing' ? (
        <Banner kind="warning" action={<Link className="button button-secondary" to={routes.preferences('details')}>{t('banner.emailMissingAction')}</Link>}>
          {t('banner.emailMissing')}
        </Banner>
      ) : null}
      {notice === 'unverified' ? (
        <Banner kind="info" action={<Link className="button button-secondary" to={routes.verifyEmailPending()}>{t('banner.emailUnverifiedAction')}</Link>}>
          {t('banner.emailUnverified')}
        </Banner>
      ) : null}
    </div>
  );
}
