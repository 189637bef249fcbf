/**
 * Deterministic example rows for the generated resource schemas: one plausible value per field
 * type, respecting enums and lengths, with FKs in their unexpanded `{__id}` read shape
 * (api-ground-truth §1.3, §2.5). Examples must validate against the generated Zod schemas.
 */
import type { FieldDef } from './model-def.ts';
import type { ResourceSpec } from './resource-input.ts';

/** A fixed instant so examples never change between runs. */
export const EXAMPLE_DATE = '2024-05-01T10:00:00.000Z';
const EXAMPLE_UUID = '9f2c4b1e7d8a4c3b9e0f1a2b3c4d5e6f';

/** Per-field overrides where a generic value would mislead readers. */
const SPECIAL: Readonly<Record<string, unknown>> = {
  uuid: EXAMPLE_UUID,
  slug: 'acme/fleet-one',
  handle: 'acme',
  username: 'alice',
  email: 'alice@example.com',
  device_name: 'shy-river',
  app_name: 'fleet-one',
  commit: '7d8a4c3b9e0f1a2b3c4d5e6f9f2c4b1e',
  image_size: '104857600',
  public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC9u8Jb6E2i3gC0m8u5y4Zb2o0Vd2n1k0qk0fH4ZlZ5x alice@laptop',
  tag_key: 'site',
  label_name: 'io.example.label',
  asset_key: 'notes.pdf',
  sso_identifier: 'acme-sso',
  service_name: 'main',
  semver_prerelease: '',
  semver_build: '',
  variant: '',
};

/** Variable names follow the naming rules of /config/vars (no spaces, no leading digit). */
const VARIABLE_NAME = 'EXAMPLE_VAR';

function textValue(f: FieldDef, resource: string): string {
  if (f.enum?.[0] !== undefined) return f.enum[0];
  if (f.name === 'name' && resource.endsWith('_variable')) return VARIABLE_NAME;
  const special = SPECIAL[f.name];
  let v = typeof special === 'string' ? special : `example ${f.name.replace(/_+/g, ' ')}`;
  if (f.maxLength !== undefined && v.length > f.maxLength) v = v.slice(0, f.maxLength);
  if (f.minLength !== undefined && v.length < f.minLength) v = v.padEnd(f.minLength, '0');
  return v;
}

/** The example wire value of one field. */
export function exampleValue(f: FieldDef, resource = ''): unknown {
  switch (f.type) {
    case 'Serial':
      return 1;
    case 'ForeignKey':
      return { __id: 1 };
    case 'Integer':
      return 1;
    case 'Big Integer':
      return typeof SPECIAL[f.name] === 'string' ? SPECIAL[f.name] : '1024';
    case 'Real':
      return 0.5;
    case 'Boolean':
      return false;
    case 'Date Time':
    case 'Date':
      return EXAMPLE_DATE;
    case 'JSON':
      return {};
    case 'WebResource':
      return {
        filename: 'logo.png',
        href: 'https://files.example.com/logo.png',
        content_type: 'image/png',
        size: 2048,
      };
    default:
      return textValue(f, resource);
  }
}

/** A full row of the resource with every readable field (the default `$select`). */
export function exampleRow(spec: ResourceSpec): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of spec.fields) if (!f.hidden) row[f.name] = exampleValue(f, spec.name);
  return row;
}

/** The write value of a field (FKs as integer ids, api-ground-truth §2.4). */
export function exampleWriteValue(f: FieldDef, resource: string): unknown {
  return f.type === 'ForeignKey' ? 1 : exampleValue(f, resource);
}
