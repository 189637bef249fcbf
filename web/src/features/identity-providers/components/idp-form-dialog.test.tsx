// @vitest-environment jsdom
/**
 * The add / edit identity provider dialog as the pages render it (spec 01 §4, §5, §9): add is
 * enabled only with all four fields; the SSO identifier rules and message; the entry point URL; the
 * certificate format check and its 64-column wrapping on save; metadata XML filling the fields, and
 * its size and parse errors; the organization a new provider is for.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IdpFormDialog } from './idp-form-dialog.tsx';
import { CERT_BEGIN, CERT_END, certificateBody, parseMetadata, wrapCertificate } from '../domain/idp-rules.ts';
import { DEMO_CERTIFICATE_BODY } from '../../../../../shared/x509-certificate.ts';

afterEach(cleanup);

const BODY = DEMO_CERTIFICATE_BODY; // a real X.509 certificate, 604 base64 characters
const PEM = `${CERT_BEGIN}\n${BODY}\n${CERT_END}`;
const ORGS = [
  { id: 7, name: 'Acme IoT' },
  { id: 9, name: 'Globex Robotics' },
];

function renderAdd(onSave = vi.fn(async () => {})) {
  render(<IdpFormDialog isOpen onOpenChange={() => {}} organizations={ORGS} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { sso?: string; url?: string; issuer?: string; cert?: string },
) {
  if (values.sso !== undefined) await user.type(screen.getByLabelText('SSO identifier'), values.sso);
  if (values.url !== undefined) await user.type(screen.getByLabelText('Entry point URL'), values.url);
  if (values.issuer !== undefined) await user.type(screen.getByLabelText('Issuer'), values.issuer);
  if (values.cert !== undefined) {
    await user.click(screen.getByLabelText('Certificate'));
    await user.paste(values.cert);
  }
}

const addButton = () => screen.getByRole('button', { name: 'Add identity provider' });

describe('IdpFormDialog', () => {
  it('editing saves the changed fields (no organization field to fill) and closes', async () => {
    const onSave = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    const initial = {
      sso_identifier: 'acme-sso',
      entry_point: 'https://idp.example.test/sso',
      issuer: 'urn:acme',
      certificate: PEM,
    };
    render(<IdpFormDialog isOpen onOpenChange={onOpenChange} initial={initial} onSave={onSave} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Organization')).toBeNull();
    await user.clear(screen.getByLabelText('Issuer'));
    await user.type(screen.getByLabelText('Issuer'), 'urn:acme:v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        { ...initial, issuer: 'urn:acme:v2', certificate: wrapCertificate(BODY) },
        null,
      ),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('enables add only when the SSO identifier, entry point, issuer and certificate are filled', async () => {
    const { user } = renderAdd();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please fill out all required fields')).toBeTruthy();
    await fill(user, { sso: 'acme', url: 'https://idp.example.test/sso', issuer: 'urn:acme' });
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    await fill(user, { cert: PEM });
    await user.selectOptions(screen.getByLabelText('Organization'), '9');
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['Acme', 'Your entry contains invalid characters'],
    ['acme sso', 'Your entry contains invalid characters'],
    ['ac', 'The SSO identifier must be at least 3 characters long'],
  ])('refuses the SSO identifier %j with %j', async (sso, message) => {
    const { user, onSave } = renderAdd();
    await fill(user, { sso, url: 'https://idp.example.test/sso', issuer: 'urn:acme', cert: PEM });
    await user.selectOptions(screen.getByLabelText('Organization'), '7');
    await user.click(addButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an entry point that is not a URL and a certificate without its markers', async () => {
    const { user, onSave } = renderAdd();
    await fill(user, { sso: 'acme-sso_1', url: 'idp.example.test', issuer: 'urn:acme', cert: BODY });
    await user.selectOptions(screen.getByLabelText('Organization'), '7');
    await user.click(addButton());
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    expect(screen.getByText('Invalid certificate format')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses base64 between the markers that does not parse as a certificate', async () => {
    const { user, onSave } = renderAdd();
    await fill(user, {
      sso: 'acme-sso_1',
      url: 'https://idp.example.test/sso',
      issuer: 'urn:acme',
      cert: `${CERT_BEGIN}\n${'QUJD'.repeat(40)}\n${CERT_END}`,
    });
    await user.selectOptions(screen.getByLabelText('Organization'), '7');
    await user.click(addButton());
    expect(await screen.findByText('Invalid certificate format')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the certificate wrapped at 64 columns, with the chosen organization', async () => {
    const { user, onSave } = renderAdd();
    await fill(user, {
      sso: 'acme-sso_1',
      url: 'https://idp.example.test/sso',
      issuer: 'urn:acme',
      cert: `  ${CERT_BEGIN}${BODY}${CERT_END}  `,
    });
    await user.selectOptions(screen.getByLabelText('Organization'), '9');
    await user.click(addButton());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const [fields, organizationId] = onSave.mock.calls[0] as unknown as [{ certificate: string }, number];
    expect(organizationId).toBe(9);
    const lines = fields.certificate.split('\n');
    expect(lines[0]).toBe(CERT_BEGIN);
    expect(lines.at(-1)).toBe(CERT_END);
    expect(lines.slice(1, -1).map((l) => l.length)).toEqual([...Array<number>(9).fill(64), 28]);
  });

  it('fills the fields from a metadata file and reports files it cannot parse', async () => {
    const { user } = renderAdd();
    const xml = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="urn:okta:acme">
  <md:IDPSSODescriptor>
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${BODY}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://okta.example.test/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://okta.example.test/redirect"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
    await user.upload(
      screen.getByLabelText('Metadata XML file'),
      new File([xml], 'metadata.xml', { type: 'application/xml' }),
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Issuer').value).toBe('urn:okta:acme'));
    expect(screen.getByLabelText<HTMLInputElement>('Entry point URL').value).toBe('https://okta.example.test/redirect');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Certificate').value).toBe(wrapCertificate(BODY));
    await user.upload(
      screen.getByLabelText('Metadata XML file'),
      new File(['<not xml'], 'broken.xml', { type: 'application/xml' }),
    );
    expect(await screen.findByText('The SAML metadata could not be parsed')).toBeTruthy();
  });
});

describe('identity provider rules', () => {
  it('accepts exactly one begin and one end marker around an X.509 certificate', () => {
    expect(certificateBody(PEM)).toBe(BODY);
    expect(certificateBody(`${CERT_BEGIN}\n${'QUJD'.repeat(40)}\n${CERT_END}`)).toBeNull();
    expect(certificateBody(`${CERT_BEGIN}\n${PEM}\n${CERT_END}`)).toBeNull();
    expect(certificateBody(`${CERT_BEGIN}\n***\n${CERT_END}`)).toBeNull();
    expect(certificateBody(`${CERT_BEGIN}\n${CERT_END}`)).toBeNull();
  });

  it('refuses metadata over 1,000,000 bytes and XML without an entity descriptor', () => {
    expect(parseMetadata('<x/>', 1_000_001)).toEqual({ ok: false, reason: 'too_large' });
    expect(parseMetadata('<root><child/></root>')).toEqual({ ok: false, reason: 'unparsable' });
  });
});
