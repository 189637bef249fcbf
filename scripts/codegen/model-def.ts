/**
 * The shape of the OData resource model. Codegen copies this file into generated/model-def.gen.ts,
 * next to the concrete model it emits from the `x-odata` annotations (generated/model.gen.ts), so
 * the mock core and any other consumer read the type from generated/ like the model itself.
 */

/** sbvr-types names (api-ground-truth §1.3) — they decide wire serialisation. */
export type FieldType =
  | 'Serial'
  | 'Integer'
  | 'Big Integer'
  | 'Real'
  | 'Short Text'
  | 'Text'
  | 'Boolean'
  | 'Date Time'
  | 'Date'
  | 'JSON'
  | 'WebResource'
  | 'ForeignKey';

export interface FieldDef {
  name: string;
  type: FieldType;
  nullable: boolean;
  /** For `ForeignKey`: the resource it points to. Reads as `{__id}`, writes as an integer. */
  references?: string;
  /** Computed by the mock (never written by clients), e.g. overall_status. */
  computed?: boolean;
  /** Not writable through OData (e.g. created_at, api_key.key). */
  readOnly?: boolean;
  /** Never readable over OData (e.g. api_key.key): left out of default $select. */
  hidden?: boolean;
  /** Readable only when named in $select: left out of the default $select (e.g. image.build_log). */
  selectOnly?: boolean;
  enum?: readonly string[];
  minLength?: number;
  maxLength?: number;
}

/** A navigation: either a to-one FK field (same name as the field) or a reverse to-many link. */
export interface NavigationDef {
  name: string;
  /** Target resource. */
  target: string;
  /**
   * `one`: this resource holds the FK field `name` (or `via` for an alias navigation such as
   * `service_install.service`); `many`: the target holds FK `via` pointing back.
   */
  cardinality: 'one' | 'many';
  /** For `many`: the FK field on the target resource that points to this resource; for a to-one alias: the FK field it stands for. */
  via?: string;
  /** For many-to-many virtual links through a join resource. */
  through?: { resource: string; from: string; to: string };
  /**
   * For to-many links the server derives from a rule rather than stored rows (e.g.
   * `application.is_directly_accessible_by__user`): the rule's name, implemented in core/odata/derived.ts.
   */
  derived?: string;
}

export interface ResourceDef {
  /** Canonical v7 name used by the SDK, e.g. `device`, `user_application_membership`. */
  name: string;
  /** Other names that address the same resource, e.g. `user__is_member_of__application`. */
  synonyms: readonly string[];
  fields: readonly FieldDef[];
  navigations: readonly NavigationDef[];
  /** Unique constraints (each a list of field names), e.g. [['uuid'], ['device','tag_key']]. */
  unique: readonly (readonly string[])[];
  /** Named alternate keys usable as `resource(field='x')`. `id` is always a key. */
  alternateKeys: readonly string[];
  /** Fields other than FKs that benefit from an index (hot filters). */
  indexed?: readonly string[];
}

export interface ModelDef {
  resources: readonly ResourceDef[];
}
