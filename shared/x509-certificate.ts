/**
 * The identity provider's signing certificate check (spec 01 §5 "Identity provider": the trimmed
 * certificate must start with one begin marker, end with one end marker and parse, otherwise
 * 'invalid certificate format'). Shared by the mock (which refuses the write) and the dashboard form
 * (which says so on the field), so both accept the same texts.
 *
 * "Parse" here means the base64 body decodes to the DER structure of an X.509 certificate
 * (RFC 5280 §4.1): a SEQUENCE of the to-be-signed certificate, the signature algorithm and the
 * signature BIT STRING, where the to-be-signed part holds the optional [0] version, the serial
 * INTEGER, the algorithm, the issuer Name, the validity (two UTCTime/GeneralizedTime values), the
 * subject Name and the subject public key info, then only the optional [1] [2] [3] parts, every
 * length exact. Signatures and extensions are not verified: the check stops base64 that is not a
 * certificate (a pasted key, a CSR, random text) without a crypto library in the browser.
 */

export const CERT_BEGIN = '-----BEGIN CERTIFICATE-----';
export const CERT_END = '-----END CERTIFICATE-----';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** DER tags used by the check. */
const TAG = {
  integer: 0x02,
  bitString: 0x03,
  oid: 0x06,
  sequence: 0x30,
  utcTime: 0x17,
  generalizedTime: 0x18,
  version: 0xa0,
  optional: [0x81, 0x82, 0xa3],
} as const;

interface Tlv {
  tag: number;
  /** First content byte. */
  start: number;
  /** One past the last content byte. */
  end: number;
}

/** The DER element at `pos`, or null when its header or length runs past `limit` (or is not DER). */
function readTlv(der: Uint8Array, pos: number, limit: number): Tlv | null {
  if (pos + 2 > limit) return null;
  const tag = der[pos]!;
  // High tag numbers (0x1f) never occur in the parts checked here.
  if ((tag & 0x1f) === 0x1f) return null;
  const first = der[pos + 1]!;
  let start = pos + 2;
  let length = first;
  if (first & 0x80) {
    const bytes = first & 0x7f;
    // 0x80 is BER's indefinite length (not DER); more than 4 length bytes is no certificate.
    if (bytes === 0 || bytes > 4 || start + bytes > limit) return null;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i]!;
    // DER uses the short form below 128 and no leading zero bytes.
    if (length < 0x80 || der[start] === 0) return null;
    start += bytes;
  }
  const end = start + length;
  return end > limit ? null : { tag, start, end };
}

/** The direct children of a constructed element, or null when they do not fill it exactly. */
function childrenOf(der: Uint8Array, parent: Tlv): Tlv[] | null {
  const out: Tlv[] = [];
  let pos = parent.start;
  while (pos < parent.end) {
    const child = readTlv(der, pos, parent.end);
    if (!child) return null;
    out.push(child);
    pos = child.end;
  }
  return out;
}

const isTime = (t: Tlv | undefined): boolean => t?.tag === TAG.utcTime || t?.tag === TAG.generalizedTime;

/** An AlgorithmIdentifier: a SEQUENCE starting with an OBJECT IDENTIFIER. */
function isAlgorithm(der: Uint8Array, t: Tlv | undefined): boolean {
  if (t?.tag !== TAG.sequence) return false;
  const parts = childrenOf(der, t);
  return !!parts && parts[0]?.tag === TAG.oid;
}

function isTbsCertificate(der: Uint8Array, tbs: Tlv): boolean {
  const parts = childrenOf(der, tbs);
  if (!parts) return false;
  let i = parts[0]?.tag === TAG.version ? 1 : 0;
  const [serial, algorithm, issuer, validity, subject, publicKey] = parts.slice(i, i + 6);
  if (serial?.tag !== TAG.integer || serial.end === serial.start) return false;
  if (!isAlgorithm(der, algorithm)) return false;
  if (issuer?.tag !== TAG.sequence || subject?.tag !== TAG.sequence || validity?.tag !== TAG.sequence) return false;
  const times = childrenOf(der, validity);
  if (!times || times.length !== 2 || !isTime(times[0]) || !isTime(times[1])) return false;
  if (publicKey?.tag !== TAG.sequence) return false;
  const key = childrenOf(der, publicKey);
  if (!key || key.length !== 2 || !isAlgorithm(der, key[0]) || key[1]!.tag !== TAG.bitString) return false;
  i += 6;
  return parts.slice(i).every((p) => (TAG.optional as readonly number[]).includes(p.tag));
}

/** True when `der` is exactly one X.509 certificate structure (see the module comment). */
export function isX509Der(der: Uint8Array): boolean {
  const cert = readTlv(der, 0, der.length);
  if (!cert || cert.tag !== TAG.sequence || cert.end !== der.length) return false;
  const parts = childrenOf(der, cert);
  if (!parts || parts.length !== 3) return false;
  const [tbs, algorithm, signature] = parts as [Tlv, Tlv, Tlv];
  return (
    tbs.tag === TAG.sequence &&
    isTbsCertificate(der, tbs) &&
    isAlgorithm(der, algorithm) &&
    signature.tag === TAG.bitString &&
    signature.end > signature.start
  );
}

function decodeBase64(body: string): Uint8Array | null {
  if (!body || body.length % 4 !== 0 || !BASE64.test(body)) return null;
  try {
    return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const countOf = (text: string, part: string): number => text.split(part).length - 1;

/**
 * The certificate's base64 body (whitespace removed) when `text`, trimmed, starts with exactly one
 * begin marker, ends with exactly one end marker, and the body in between decodes to an X.509
 * certificate; otherwise null ('invalid certificate format').
 */
export function certificateBody(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(CERT_BEGIN) || !trimmed.endsWith(CERT_END)) return null;
  if (countOf(trimmed, CERT_BEGIN) !== 1 || countOf(trimmed, CERT_END) !== 1) return null;
  const body = trimmed.slice(CERT_BEGIN.length, trimmed.length - CERT_END.length).replace(/\s+/g, '');
  const der = decodeBase64(body);
  return der && isX509Der(der) ? body : null;
}

/**
 * A self-signed demo certificate (EC P-256, CN=idp.fleetmock.test, 2026–2036) for the seeded
 * identity provider and tests. Its private key was discarded when it was made: it signs nothing.
 */
export const DEMO_CERTIFICATE_BODY =
  'MIIBwTCCAWegAwIBAgIUdtY7lyCKYuucbj4uNBARhZmvuBwwCgYIKoZIzj0EAwIw' +
  'NjEbMBkGA1UEAwwSaWRwLmZsZWV0bW9jay50ZXN0MRcwFQYDVQQKDA5mbGVldG1v' +
  'Y2sgZGVtbzAeFw0yNjExMjgwMTMyNTRaFw0zNjExMjUwMTMyNTRaMDYxGzAZBgNV' +
  'BAMMEmlkcC5mbGVldG1vY2sudGVzdDEXMBUGA1UECgwOZmxlZXRtb2NrIGRlbW8w' +
  'WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAARJOXmoLyDVxh7M5Mft+bx8elE2tmew' +
  'F74b/MD5atzqoAsX/Pz8ncaXoLB+8UIj0hSVtRsgGwskQSsPdf9WEdbMo1MwUTAd' +
  'BgNVHQ4EFgQU2EMSxcqKtJ4rTxqsq0iIDYnOLTMwHwYDVR0jBBgwFoAU2EMSxcqK' +
  'tJ4rTxqsq0iIDYnOLTMwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBF' +
  'AiAc8prU2gGIpeGQb3sk81s33Vsc0ntiY0ehbNTWTD9rzQIhAJn2drPgsJRkE8LI' +
  'Mkg6dgymrPlbbF7d3uCn+ZAo9HSl';
