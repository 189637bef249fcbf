/** The part of an e-mail address before its first `@` (the whole text when it has none). */
export function localPart(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? email : email.slice(0, at);
}
