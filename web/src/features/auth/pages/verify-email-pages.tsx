/**
 * /user/verify-email/pending and /user/verify-email/{token}/{email} or {email}/{token} (spec 01 §2, §4 "Email
 * verification"): resend debounced 300 ms and hidden once done (steps pending → inprogress → done |
 * failed); a token verifies and leads to /signup/profile, failure to the pending page.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { requestVerificationEmail, verifyEmail } from '../../../api/auth.ts';
import { useSession } from '../../session/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { RESEND_VERIFICATION_DEBOUNCE_MS } from '../../../lib/timing.ts';
import { ApiError } from '../../../lib/errors.ts';
import { VERIFY_PENDING_PATH } from '../../session/index.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { PROFILE_STEP_PATH } from './signup-page.tsx';
import { FormAlert, FormSuccess } from '../../../components/ui/index.ts';

/**
 * The text a failed verification shows (spec 01 §8 "Sign-in"): the API refuses an unknown, expired or
 * mismatched token with a 401 (or 404): "invalid or expired link"; a 400 is generic_verification_issue;
 * anything else (a conflict, a server or network failure) is email_verification_err.
 */
export function verificationFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 404) return MSG.verificationLinkInvalid;
    if (error.status === 400) return MSG.genericVerificationIssue;
  }
  return MSG.emailVerificationErr;
}

export type ResendStep = 'pending' | 'inprogress' | 'done' | 'failed';

export function VerifyEmailPendingPage() {
  const { user, logout } = useSession();
  const [step, setStep] = useState<ResendStep>('pending');
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const resend = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      setStep('inprogress');
      setError(null);
      try {
        await requestVerificationEmail();
        setStep('done');
        notify({ kind: 'success', text: MSG.verificationSent });
      } catch (e) {
        setError(e);
        setStep('failed');
      }
    }, RESEND_VERIFICATION_DEBOUNCE_MS);
  };

  return (
    <AuthCard title={MSG.verifyTitle}>
      <p>
        {MSG.verifySentTo} <strong>{user?.email ?? MSG.yourEmailAddress}</strong>
        {MSG.verifyFollowLink}
      </p>
      <FormAlert error={error} />
      {step === 'done' ? (
        <FormSuccess>{MSG.verificationSent}</FormSuccess>
      ) : (
        <button
          type="button"
          className="button button-primary"
          onClick={resend}
          disabled={step === 'inprogress'}
          aria-busy={step === 'inprogress' || undefined}
        >
          {MSG.resendVerification}
        </button>
      )}
      <button type="button" className="link-button" onClick={() => void logout()}>
        {MSG.logOut}
      </button>
    </AuthCard>
  );
}

/**
 * The e-mail and token of a verification link. Links come as /user/verify-email/{token}/{email} and
 * also reversed, {email}/{token} (spec 01 §2): the segment holding an "@" is the e-mail (a token
 * never holds one).
 */
export function verificationLinkParts(first: string, second: string): { email: string; token: string } {
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  const [a, b] = [decode(first), decode(second)];
  return a.includes('@') && !b.includes('@') ? { email: a, token: b } : { email: b, token: a };
}

export function VerifyEmailTokenPage() {
  const { token: first = '', email: second = '' } = useParams();
  const { email, token } = verificationLinkParts(first, second);
  const store = useSessionStore();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        const newToken = await verifyEmail(email, token);
        if (newToken) await store.loginWithToken(newToken);
        else await store.reloadUser();
        notify({ kind: 'success', text: MSG.emailVerified });
        navigate(PROFILE_STEP_PATH, { replace: true });
      } catch (e) {
        const text = verificationFailureText(e);
        notify({ kind: 'danger', text });
        setError(text);
        // Failure goes to the pending page (spec 01 §4); signed out, its guard asks to log in first.
        navigate(VERIFY_PENDING_PATH, { replace: true });
      }
    })();
  }, [email, token, store, navigate]);

  return (
    <AuthCard title={MSG.verifyingTitle}>
      {error ? <FormAlert text={error} /> : <p role="status">{MSG.verifying}</p>}
    </AuthCard>
  );
}
