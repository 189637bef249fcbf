/**
 * Two-factor setup and recovery codes (spec 01 §4 "Enabling two-factor", §7; api-ground-truth §4):
 * setup key, verify (new token), disable with password (new token), recovery codes.
 */
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { EP } from '../../auth/index.ts';

const asText = (v: unknown): string => (typeof v === 'string' ? v : '');

export const fetchSetupKey = async (client: ApiClient = api) => asText(await client.request({ path: EP.totpSetup }));
export const verifyTotpCode = async (code: string, client: ApiClient = api) => asText(await client.request({ method: 'POST', path: EP.totpVerify, body: { code } }));
export const disableTwoFactor = async (password: string, client: ApiClient = api) =>
  asText(await client.request({ method: 'POST', path: EP.totpDisable, body: { password }, ignoreUnauthorized: true }));

/** POST /auth/v1/2fa-recover/create → the new codes; the old ones stop working (spec 01 §4). */
export async function createRecoveryCodes(client: ApiClient = api): Promise<string[]> {
  const res = await client.request<unknown>({ method: 'POST', path: EP.recoveryCreate, parseAs: 'json' });
  const list = Array.isArray(res) ? res : ((res as { codes?: unknown })?.codes ?? []);
  return (Array.isArray(list) ? list : [])
    .map((c) => (typeof c === 'string' ? c : (c as { recovery_code?: unknown })?.recovery_code))
    .filter((c): c is string => typeof c === 'string');
}

/** The otpauth URI the QR code carries: the setup key as is when it already is one. */
export function otpauthUri(setupKey: string, account: string, issuer: string): string {
  if (setupKey.startsWith('otpauth://')) return setupKey;
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(setupKey)}&issuer=${encodeURIComponent(issuer)}`;
}
