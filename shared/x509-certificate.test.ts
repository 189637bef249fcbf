/**
 * The identity provider certificate check (spec 01 §5): markers, base64 and an X.509 DER structure.
 * A CSR and a public key are DER SEQUENCEs too, and the old check (markers plus base64) let them,
 * and any base64 text, through.
 */
import { describe, expect, it } from 'vitest';
import { CERT_BEGIN, CERT_END, DEMO_CERTIFICATE_BODY, certificateBody } from './x509-certificate.ts';

const pem = (body: string) => `${CERT_BEGIN}\n${body.match(/.{1,64}/g)!.join('\n')}\n${CERT_END}`;
/** A certificate signing request (openssl req -new), not a certificate. */
const CSR =
  'MIHGMG4CAQAwDDEKMAgGA1UEAwwBeDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABKym7dWlaU3I738CY+3n/cDIUe2II/x5ikR0g87vVKzIEyHZ3LxOLICO7O9bn/U11sKV41Sw//HewpbRZBWkXWegADAKBggqhkjOPQQDAgNIADBFAiEA48eNA9qh5jjdc8GfDd97i7WV7/UtgcBrV4W07+/GaOkCICnhOfJzX5ok7DVkByXdW3VJkET+2vWlv6i13Xf5huoj';
/** An EC public key (SubjectPublicKeyInfo), not a certificate. */
const PUBLIC_KEY =
  'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAExq0XiiEaArbuYh5oIx1UfHCc1nmI6nIfpxqy07v+6NoFjUcfDeAcj4Rp2qyjP0Fos3acYRF0hLyt+inVUepoGA==';

describe('certificateBody', () => {
  it('accepts a real certificate, with surrounding spaces and any line width', () => {
    expect(certificateBody(`  ${pem(DEMO_CERTIFICATE_BODY)}\n `)).toBe(DEMO_CERTIFICATE_BODY);
    expect(certificateBody(`${CERT_BEGIN}${DEMO_CERTIFICATE_BODY}${CERT_END}`)).toBe(DEMO_CERTIFICATE_BODY);
  });

  it.each([
    ['base64 that is no DER at all', pem('QUJD'.repeat(40))],
    ['a DER prefix that stops short', pem('MIIBszCCAVmgAwIBAgIUQ==')],
    ['a certificate signing request', pem(CSR)],
    ['a public key', pem(PUBLIC_KEY)],
    ['a certificate with a byte cut off', pem(btoa(atob(DEMO_CERTIFICATE_BODY).slice(0, -1)))],
    ['a certificate with a byte added', pem(btoa(atob(DEMO_CERTIFICATE_BODY) + '\0'))],
    ['no markers', DEMO_CERTIFICATE_BODY],
    ['two begin markers', `${CERT_BEGIN}\n${pem(DEMO_CERTIFICATE_BODY)}`],
    ['characters outside base64', pem(DEMO_CERTIFICATE_BODY.replace('M', '*'))],
  ])('refuses %s', (_name, text) => {
    expect(certificateBody(text)).toBeNull();
  });
});
