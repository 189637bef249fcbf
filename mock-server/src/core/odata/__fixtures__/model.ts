/**
 * A small, faithful subset of the v7 model (api-ground-truth §3) for the engine's own tests:
 * to-one FKs, reverse to-many navigations, a many-to-many link, alternate keys, a composite
 * unique key, a computed field, a hidden field and a synonym.
 */
import type { FieldDef, FieldType, ModelDef, NavigationDef, ResourceDef } from '../../model/types.ts';

const T: Record<string, FieldType> = {
  S: 'Short Text',
  T: 'Text',
  I: 'Integer',
  B: 'Big Integer',
  R: 'Real',
  b: 'Boolean',
  D: 'Date Time',
  J: 'JSON',
};

/** `name:S`, `name:S?` (nullable), `name:>target` (FK), `!name:S` (computed), `-name:S` (hidden). */
function fields(spec: string): FieldDef[] {
  const out: FieldDef[] = [{ name: 'id', type: 'Serial', nullable: false }];
  for (const part of spec.split(/\s+/).filter(Boolean)) {
    const [rawName = '', rawType = ''] = part.split(':');
    const computed = rawName.startsWith('!');
    const hidden = rawName.startsWith('-');
    const name = rawName.replace(/^[!-]/, '');
    const nullable = rawType.endsWith('?');
    const type = rawType.replace('?', '');
    const plain = T[type];
    if (!type.startsWith('>') && plain === undefined) throw new Error(`Unknown field type in '${part}'`);
    const f: FieldDef = type.startsWith('>')
      ? { name, type: 'ForeignKey', nullable, references: type.slice(1) }
      : { name, type: plain ?? 'Text', nullable };
    if (computed) f.computed = true;
    if (hidden) f.hidden = true;
    out.push(f);
  }
  return out;
}

function resource(
  name: string,
  spec: string,
  extra: Partial<ResourceDef> & { many?: NavigationDef[]; aliases?: NavigationDef[] } = {},
): ResourceDef {
  const fs = fields(spec);
  const navs: NavigationDef[] = fs
    .filter((f) => f.references)
    .map((f) => ({ name: f.name, target: f.references!, cardinality: 'one' }));
  return {
    name,
    synonyms: extra.synonyms ?? [],
    fields: fs,
    navigations: [...navs, ...(extra.aliases ?? []), ...(extra.many ?? [])],
    unique: extra.unique ?? [],
    alternateKeys: extra.alternateKeys ?? [],
    indexed: extra.indexed ?? [],
  };
}

const many = (name: string, target: string, via: string): NavigationDef => ({ name, target, cardinality: 'many', via });

export const fixtureModel: ModelDef = {
  resources: [
    resource('organization', 'created_at:D name:S handle:S', {
      alternateKeys: ['handle'],
      unique: [['handle']],
      many: [
        many('application', 'application', 'organization'),
        many('organization_membership', 'organization_membership', 'is_member_of__organization'),
      ],
    }),
    resource('user', 'created_at:D username:S', {
      alternateKeys: ['username'],
      many: [many('organization_membership', 'organization_membership', 'user')],
    }),
    resource('organization_membership', 'created_at:D user:>user is_member_of__organization:>organization role:S', {
      synonyms: ['user__is_member_of__organization'],
      unique: [['user', 'is_member_of__organization']],
    }),
    resource('user_application_membership', 'user:>user is_member_of__application:>application', {
      synonyms: ['user__is_member_of__application'],
    }),
    resource('device_type', 'slug:S name:S', {
      alternateKeys: ['slug'],
      many: [
        many('device_type_alias', 'device_type_alias', 'device_type'),
        many('describes__device', 'device', 'is_of__device_type'),
        many('is_default_for__application', 'application', 'is_for__device_type'),
      ],
    }),
    resource('device_type_alias', 'device_type:>device_type is_referenced_by__alias:S', {
      indexed: ['is_referenced_by__alias'],
    }),
    resource(
      'application',
      'created_at:D app_name:S slug:S uuid:S organization:>organization is_for__device_type:>device_type should_be_running__release:>release? is_host:b is_of__class:S',
      {
        alternateKeys: ['slug', 'uuid'],
        indexed: ['is_host'],
        many: [
          many('owns__device', 'device', 'belongs_to__application'),
          many('owns__release', 'release', 'belongs_to__application'),
          many('application_tag', 'application_tag', 'application'),
          {
            name: 'is_directly_accessible_by__user',
            target: 'user',
            cardinality: 'many',
            through: { resource: 'user_application_membership', from: 'is_member_of__application', to: 'user' },
          },
        ],
      },
    ),
    resource('application_tag', 'application:>application tag_key:S value:T', { unique: [['application', 'tag_key']] }),
    resource(
      'release',
      'created_at:D belongs_to__application:>application commit:S status:S semver:S revision:I? !is_final:b',
      {
        many: [many('is_running_on__device', 'device', 'is_running__release')],
      },
    ),
    resource(
      'device',
      'created_at:D uuid:S device_name:S note:T? is_of__device_type:>device_type belongs_to__application:>application? is_running__release:>release? is_pinned_on__release:>release? ' +
        'is_online:b cpu_usage:I? memory_total:B? os_version:S? last_connectivity_event:D? latitude:R? !overall_status:S -api_secret:S',
      {
        alternateKeys: ['uuid'],
        unique: [['uuid']],
        many: [many('device_tag', 'device_tag', 'device'), many('image_install', 'image_install', 'device')],
      },
    ),
    resource('device_tag', 'device:>device tag_key:S value:T', { unique: [['device', 'tag_key']] }),
    resource('image', 'created_at:D is_stored_at__image_location:S image_size:B? status:S', {
      alternateKeys: ['is_stored_at__image_location'],
    }),
    resource('image_install', 'device:>device installs__image:>image status:S download_progress:I?', {
      aliases: [{ name: 'image', target: 'image', cardinality: 'one', via: 'installs__image' }],
    }),
  ],
};
