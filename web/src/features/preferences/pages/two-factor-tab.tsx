/**
 * /preferences/2fa (spec 01 §4 "Enabling two-factor"): re-verify identity when the login is not
 * recent, scan the QR code, enter a pairing code, then generate recovery codes; regenerate codes
 * (old ones stop working); disable with the password.
 */
import { useState } from 'react';
import { pairingCodeSchema, passwordOnlySchema } from '../schemas/preferences.schema.ts';
import { createRecoveryCodes, disableTwoFactor, fetchTotpSetupKey, verifyTotp } from '../../../api/auth.ts';
import { otpauthUri } from '../two-factor.ts';
import { useSession } from '../../session/index.ts';
import { isRecentLogin } from '../../session/index.ts';
import { twoFactorState } from '../../session/index.ts';
import { ApiError } from '../../../lib/errors.ts';
import { needsFreshLogin } from '../fresh-login.ts';
import { IdentityCheck } from '../components/identity-check.tsx';
import { INVALID_PASSWORD_TEXT } from '../account-deletion.ts';
import { QrCode } from '../components/qr-code.tsx';
import { RecoveryCodes } from '../components/recovery-codes.tsx';
import { notify } from '../../../lib/notify.ts';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

type Step = 'idle' | 'verify-identity' | 'scan' | 'codes';
/** What runs once the identity is confirmed: the setup, or the regeneration of recovery codes. */
type AfterIdentity = 'scan' | 'regenerate';
const TWO_FACTOR_ENABLED_TEXT = MSG.twoFactorEnabled;
const TWO_FACTOR_DISABLED_TEXT = MSG.twoFactorDisabled;

export default function TwoFactorTab() {
  const session = useSession();
  const enabled = session.claims ? twoFactorState(session.claims) !== 'disabled' : false;
  const [step, setStep] = useState<Step>('idle');
  const [setupKey, setSetupKey] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [afterIdentity, setAfterIdentity] = useState<AfterIdentity>('scan');
  const pairing = useZodForm(pairingCodeSchema, { code: '' });
  const disable = useZodForm(passwordOnlySchema, { password: '' });

  const startScan = async () => {
    setError(null);
    try {
      setSetupKey(await fetchTotpSetupKey());
      setStep('scan');
    } catch (e) {
      if (needsFreshLogin(e)) verifyThen('scan');
      else setError(e);
    }
  };
  const verifyThen = (next: AfterIdentity) => {
    setAfterIdentity(next);
    setStep('verify-identity');
  };
  const begin = () => (session.claims && isRecentLogin(session.claims, Date.now()) ? startScan() : verifyThen('scan'));
  const onPair = pairing.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const token = await verifyTotp(code);
      if (token) await session.loginWithToken(token);
      setCodes(await createRecoveryCodes());
      setStep('codes');
      notify({ kind: 'success', text: TWO_FACTOR_ENABLED_TEXT });
    } catch (e) {
      setError(e);
    }
  });
  const regenerate = async () => {
    setError(null);
    try {
      setCodes(await createRecoveryCodes());
      setStep('codes');
    } catch (e) {
      // New codes need a recent login (spec 01 §4): confirm the identity, then generate them.
      if (needsFreshLogin(e)) verifyThen('regenerate');
      else setError(e);
    }
  };
  const onDisable = disable.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const token = await disableTwoFactor(password);
      if (token) await session.loginWithToken(token);
      setStep('idle');
      setCodes([]);
      notify({ kind: 'success', text: TWO_FACTOR_DISABLED_TEXT });
    } catch (e) {
      // A wrong password is a 401 (api-ground-truth §4): say so rather than the generic text.
      if (e instanceof ApiError && e.status === 401)
        disable.setError('password', { type: 'server', message: INVALID_PASSWORD_TEXT });
      else setError(e);
    }
  });

  return (
    <section aria-labelledby="tfa-h" className="card">
      <h2 id="tfa-h">{MSG.twoFactorTitle}</h2>
      <p role="status">{enabled ? TWO_FACTOR_ENABLED_TEXT : TWO_FACTOR_DISABLED_TEXT}</p>
      <FormAlert error={error} />
      {step === 'codes' ? <RecoveryCodes codes={codes} /> : null}
      {!enabled && step === 'idle' ? (
        <button type="button" className="button button-primary" onClick={() => void begin()}>
          {MSG.enableTwoFactor}
        </button>
      ) : null}
      {step === 'verify-identity' ? (
        <IdentityCheck
          onVerified={() => (afterIdentity === 'scan' ? startScan() : regenerate())}
          onCancel={() => setStep('idle')}
        />
      ) : null}
      {step === 'scan' ? (
        <form onSubmit={onPair} noValidate>
          <p>{MSG.scanHelp}</p>
          <QrCode
            text={otpauthUri(setupKey, session.user?.email ?? session.user?.username ?? 'user', 'fleetmock')}
            label={MSG.qrLabel}
          />
          <p>
            {MSG.setupKey} <code data-testid="totp-setup-key">{setupKey}</code>
          </p>
          <TextField
            label={MSG.pairingCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...fieldProps(pairing, 'code')}
          />
          <Button type="submit" variant="primary" pending={pairing.formState.isSubmitting}>
            {MSG.enable}
          </Button>
        </form>
      ) : null}
      {enabled ? (
        <>
          <button type="button" className="button" onClick={() => void regenerate()}>
            {MSG.regenerateCodes}
          </button>
          <form onSubmit={onDisable} noValidate>
            <h3>{MSG.disableTitle}</h3>
            <TextField
              label={MSG.password}
              type="password"
              autoComplete="current-password"
              {...fieldProps(disable, 'password')}
            />
            <Button type="submit" variant="primary" pending={disable.formState.isSubmitting}>
              {MSG.disable}
            </Button>
          </form>
        </>
      ) : null}
    </section>
  );
}
