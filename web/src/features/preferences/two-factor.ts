/** The otpauth URI a two-factor QR code carries: the setup key as is when it already is one. */
export function otpauthUri(setupKey: string, account: string, issuer: string): string {
  if (setupKey.startsWith('otpauth://')) return setupKey;
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${encodeURIComponent(setupKey)}&issuer=${encodeURIComponent(issuer)}`;
}
