/**
 * Path items of the OData resource API (`/v7/...`) for openapi/paths/resources.yaml: list with the
 * query options, `/$count`, keyed addressing by id and by alternate keys, POST, and PATCH/DELETE by
 * key or by `$filter`, each with the status codes and bodies of api-ground-truth §1.3, §1.4, §2.
 */
import { exampleRow, exampleWriteValue } from './author-examples.ts';
import { schemaName, takesFiles, type JsonSchema } from './author-schemas.ts';
import type { ResourceSpec } from './resource-input.ts';

/** The one tag every resource operation carries (tags are named after the area). */
export const RESOURCES_TAG = 'resources';
const COMMON = '../components/common.yaml#/components';
const SCHEMAS = '../components/resources.yaml#/components/schemas';
const QUERY_OPTIONS = [
  'ODataSelect',
  'ODataFilter',
  'ODataExpand',
  'ODataOrderby',
  'ODataTop',
  'ODataSkip',
  'ODataFormat',
];
/** Fields a PATCH example prefers, in order: the edits the dashboard really makes. */
const PATCH_EXAMPLE_FIELDS = ['value', 'device_name', 'app_name', 'name', 'note', 'title', 'description'];
const WRITE_ERRORS = ['400', '401', '409', '429', '500'];
const READ_ERRORS = ['400', '401', '429', '500'];
const ERROR_REFS: Readonly<Record<string, string>> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '409': 'Conflict',
  '429': 'TooManyRequests',
  '500': 'ServerError',
};

/** camelCase operation name part of a resource name, e.g. `application__has__env_var_name` -> `ApplicationHasEnvVarName`. */
export const opName = schemaName;

function errors(codes: readonly string[]): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const c of codes) out[c] = { $ref: `${COMMON}/responses/${ERROR_REFS[c]}` };
  return out;
}

function params(names: readonly string[]): JsonSchema[] {
  return names.map((n) => ({ $ref: `${COMMON}/parameters/${n}` }));
}

function jsonBody(ref: string, example: unknown): JsonSchema {
  return { required: true, content: { 'application/json': { schema: { $ref: ref }, example } } };
}

/** The JSON body, plus a multipart/form-data one (`<ref>Form`) for resources with file fields. */
function writeBody(spec: ResourceSpec, ref: string, example: unknown): JsonSchema {
  const body = jsonBody(ref, example);
  if (takesFiles(spec)) (body.content as JsonSchema)['multipart/form-data'] = { schema: { $ref: `${ref}Form` } };
  return body;
}

function writeExample(spec: ResourceSpec, onlyCreate: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields = spec.fields.filter((f) => !f.readOnly);
  const preferred = PATCH_EXAMPLE_FIELDS.map((n) => fields.find((f) => f.name === n)).find((f) => f !== undefined);
  const patchField = preferred ?? fields.find((f) => f.type !== 'ForeignKey') ?? fields[0];
  const chosen =
    onlyCreate && spec.create.length
      ? fields.filter((f) => spec.create.includes(f.name))
      : patchField
        ? [patchField]
        : [];
  const pseudoPatch = Object.entries(spec.pseudoUpdate)[0];
  if (!onlyCreate && !preferred && pseudoPatch)
    return {
      [pseudoPatch[0]]: pseudoPatch[1] === 'Boolean' ? true : pseudoPatch[1] === 'Integer' ? 1 : 'example',
    };
  for (const f of chosen) out[f.name] = exampleWriteValue(f, spec.name);
  if (onlyCreate)
    for (const p of Object.keys(spec.pseudo))
      if (spec.create.includes(p) || p === 'username')
        out[p] = p === 'invitee' ? 'bob@example.com' : p === 'roleName' ? 'developer' : 'bob';
  return out;
}

interface Addressing {
  /** e.g. `Device` or `DeviceByUuid` suffix part. */
  label: string;
  summaryWhat: string;
  parameters: JsonSchema[];
}

function readOps(spec: ResourceSpec, res: string, a: Addressing, withQuery: boolean): JsonSchema {
  const name = schemaName(spec.name);
  const row = exampleRow(spec);
  return {
    tags: [RESOURCES_TAG],
    operationId: `${a.label ? 'get' : 'list'}${opName(res)}${a.label}`,
    summary: `Read ${a.summaryWhat}`,
    description: 'Always 200 with `{"d":[...]}`; a missing or invisible row gives `{"d":[]}`, never 404.',
    parameters: [...a.parameters, ...(withQuery ? params(QUERY_OPTIONS) : [])],
    responses: {
      '200': {
        description: 'Rows in the `d` envelope',
        content: { 'application/json': { schema: { $ref: `${SCHEMAS}/${name}List` }, example: { d: [row] } } },
      },
      ...errors(READ_ERRORS),
    },
  };
}

function patchOp(spec: ResourceSpec, res: string, a: Addressing, byFilter: boolean): JsonSchema {
  return {
    tags: [RESOURCES_TAG],
    operationId: `update${opName(res)}${a.label}`,
    summary: `Update ${a.summaryWhat}`,
    description: '200 with an empty body, even when no row matched (rows the caller cannot see are left alone).',
    parameters: [...a.parameters, ...(byFilter ? params(['ODataFilter']) : [])],
    requestBody: writeBody(spec, `${SCHEMAS}/${schemaName(spec.name)}Update`, writeExample(spec, false)),
    responses: { '200': { $ref: `${COMMON}/responses/EmptyOk` }, ...errors(WRITE_ERRORS) },
  };
}

function deleteOp(res: string, a: Addressing, byFilter: boolean): JsonSchema {
  return {
    tags: [RESOURCES_TAG],
    operationId: `delete${opName(res)}${a.label}`,
    summary: `Delete ${a.summaryWhat}`,
    description: '200 with an empty body, even when no row matched; 409 when other rows still reference it.',
    parameters: [...a.parameters, ...(byFilter ? params(['ODataFilter']) : [])],
    responses: { '200': { $ref: `${COMMON}/responses/EmptyOk` }, ...errors(WRITE_ERRORS) },
  };
}

function keyParam(field: string, integer: boolean): JsonSchema {
  return {
    name: field,
    in: 'path',
    required: true,
    schema: { type: integer ? 'integer' : 'string' },
    example: integer ? 1 : field === 'uuid' ? '9f2c4b1e7d8a4c3b9e0f1a2b3c4d5e6f' : 'acme',
  };
}

/** All path items of one addressable name (the canonical name or a synonym) of a resource. */
export function resourcePaths(spec: ResourceSpec, res: string): Record<string, JsonSchema> {
  const name = schemaName(spec.name);
  const out: Record<string, JsonSchema> = {};
  const all: Addressing = { label: '', summaryWhat: `${res} rows`, parameters: [] };
  const collection: JsonSchema = { get: readOps(spec, res, all, true) };
  if (spec.writes === 'all') {
    collection.post = {
      tags: [RESOURCES_TAG],
      operationId: `create${opName(res)}`,
      summary: `Create a ${res}`,
      description:
        '201 with the new row as a bare object (no `d`), FKs as `{__id}`, and a Location header. A duplicate gives 409 with "unique" in the message.',
      parameters: params(['ReturnResource']),
      requestBody: writeBody(spec, `${SCHEMAS}/${name}Create`, writeExample(spec, true)),
      responses: {
        '201': {
          description: 'The created row (or `{"id":N}` with returnResource=false)',
          headers: { Location: { $ref: `${COMMON}/headers/Location` } },
          content: {
            'application/json': {
              schema: { anyOf: [{ $ref: `${SCHEMAS}/${name}` }, { $ref: `${COMMON}/schemas/ODataCreatedId` }] },
              example: exampleRow(spec),
            },
          },
        },
        ...errors(WRITE_ERRORS),
      },
    };
  }
  const filtered: Addressing = { label: 'ByFilter', summaryWhat: `${res} rows matching $filter`, parameters: [] };
  if (spec.writes !== 'none') {
    collection.patch = patchOp(spec, res, filtered, true);
    collection.delete = deleteOp(res, filtered, true);
  }
  out[`/v7/${res}`] = collection;
  out[`/v7/${res}/$count`] = {
    get: {
      tags: [RESOURCES_TAG],
      operationId: `count${opName(res)}`,
      summary: `Count ${res} rows`,
      description: '`{"d":N}`; $orderby, $top and $skip are ignored.',
      parameters: params(['ODataFilter']),
      responses: {
        '200': {
          description: 'The count',
          content: { 'application/json': { schema: { $ref: `${COMMON}/schemas/ODataCount` }, example: { d: 17 } } },
        },
        ...errors(READ_ERRORS),
      },
    },
  };
  const keys: Array<[string, Addressing]> = [
    [`/v7/${res}({id})`, { label: 'ById', summaryWhat: `one ${res} by id`, parameters: [keyParam('id', true)] }],
  ];
  if (res === spec.name) {
    for (const k of spec.alternateKeys) {
      const label = `By${schemaName(k)}`;
      keys.push([
        `/v7/${res}(${k}='{${k}}')`,
        { label, summaryWhat: `one ${res} by ${k}`, parameters: [keyParam(k, false)] },
      ]);
    }
  }
  for (const [path, a] of keys) {
    const item: JsonSchema = { get: readOps(spec, res, a, true) };
    if (spec.writes !== 'none') {
      item.patch = patchOp(spec, res, a, false);
      item.delete = deleteOp(res, a, false);
    }
    out[path] = item;
  }
  return out;
}
