/** Connectivity and account banners shown above every page (spec 01 §2, §7, §8). */
import { useSession } from '../../features/session/index.ts';
import { OFFLINE_BANNER_TEXT, THROTTLED_NOTICE_TEXT, useConnectivity } from '../../lib/connectivity/index.ts';

export function Banners() {
  const { offline, throttledUntil, retryNow } = useConnectivity();
  const { user } = useSession();
  return (
    <>
      {offline ? (
        <div className="banner banner-danger" role="alert">
          {OFFLINE_BANNER_TEXT}{' '}
          <button type="button" onClick={retryNow}>
            Retry
          </button>
        </div>
      ) : null}
      {throttledUntil ? (
        <div className="banner banner-warning" role="status">
          {THROTTLED_NOTICE_TEXT}
        </div>
      ) : null}
      {user && !user.email ? (
        <div className="banner banner-warning" role="status">
          Your account has no e-mail address. <a href="/preferences/details">Add one in your preferences</a>.
        </div>
      ) : null}
      {user?.email && user.mustBeVerified ? (
        <div className="banner banner-info" role="status">
          Please verify your e-mail address. <a href="/user/verify-email/pending">Resend the verification e-mail</a>.
        </div>
      ) : null}
      {user?.isAdmin ? (
        <div className="banner banner-info" role="status">
          You are signed in with a platform administrator account.
        </div>
      ) : null}
    </>
  );
}
