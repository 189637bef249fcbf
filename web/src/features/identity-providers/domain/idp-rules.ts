/**
 * Identity provider rules (spec 01 §5 "Identity provider", §9): the SSO identifier's characters and
 * minimum length, the certificate format (one begin marker first, one end marker last, an X.509
 * certificate in between: shared/x509-certificate.ts) and its 64-column wrapping, the metadata XML size limit and what is read from it
 * (entity id → issuer, single sign-on location → entry point, signing certificate), and the SAML
 * login URL (origin + /saml/{sso_identifier}, spec 01 §7).
 */

/** Spec 01 §9 (the SSO identifier's minimum length is SSO_IDENTIFIER_MIN_LENGTH in lib/timing.ts). */
const CERTIFICATE_LINE_WIDTH = 64;
const METADATA_MAX_BYTES = 1_000_000;

export const SSO_IDENTIFIER_PATTERN = /^[a-z0-9_-]*$/;
export { CERT_BEGIN, CERT_END, certificateBody } from '../../../../../shared/x509-certificate.ts';
import { CERT_BEGIN, CERT_END } from '../../../../../shared/x509-certificate.ts';

/** The certificate as stored: begin line, the body in lines of 64 characters, end line. */
export function wrapCertificate(body: string): string {
  const lines = body.replace(/\s+/g, '').match(new RegExp(`.{1,${CERTIFICATE_LINE_WIDTH}}`, 'g')) ?? [];
  return [CERT_BEGIN, ...lines, CERT_END].join('\n');
}

/** A bare base64 certificate (as metadata carries it) wrapped in markers at 64 columns. */
const certificateFromBase64 = (base64: string): string => wrapCertificate(base64);

/** What a metadata file fills in; fields the file lacks are left out. */
interface MetadataFields {
  issuer?: string;
  entry_point?: string;
  certificate?: string;
}

export type MetadataResult = { ok: true; fields: MetadataFields } | { ok: false; reason: 'too_large' | 'unparsable' };

const byLocalName = (root: Document | Element, name: string): Element[] =>
  Array.from(root.getElementsByTagNameNS('*', name));

/**
 * Reads SAML metadata XML: `EntityDescriptor@entityID` → issuer, the first `SingleSignOnService`
 * location (HTTP-Redirect preferred) → entry point, the first signing `X509Certificate` →
 * certificate. More than 1,000,000 bytes, XML that does not parse, or XML without an entity
 * descriptor fail ('failed to parse SAML metadata').
 */
export function parseMetadata(xml: string, byteLength = new TextEncoder().encode(xml).length): MetadataResult {
  if (byteLength > METADATA_MAX_BYTES) return { ok: false, reason: 'too_large' };
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return { ok: false, reason: 'unparsable' };
  const entity = byLocalName(doc, 'EntityDescriptor')[0];
  if (!entity) return { ok: false, reason: 'unparsable' };
  const fields: MetadataFields = {};
  const entityId = entity.getAttribute('entityID')?.trim();
  if (entityId) fields.issuer = entityId;
  const services = byLocalName(entity, 'SingleSignOnService');
  const sso = services.find((s) => s.getAttribute('Binding')?.endsWith('HTTP-Redirect')) ?? services[0];
  const location = sso?.getAttribute('Location')?.trim();
  if (location) fields.entry_point = location;
  const keys = byLocalName(entity, 'KeyDescriptor');
  const signing = keys.find((k) => (k.getAttribute('use') ?? 'signing') === 'signing') ?? keys[0];
  const cert = (
    signing ? byLocalName(signing, 'X509Certificate')[0] : byLocalName(entity, 'X509Certificate')[0]
  )?.textContent?.replace(/\s+/g, '');
  if (cert) fields.certificate = certificateFromBase64(cert);
  return { ok: true, fields };
}

/** The SAML login URL users of a provider sign in with (spec 01 §7). */
export const samlLoginUrl = (origin: string, ssoIdentifier: string): string =>
  `${origin}/saml/${encodeURIComponent(ssoIdentifier)}`;
