/**
 * The generated model, operation table and client agree with the contract ("Deliver" 3):
 * the x-odata annotations became a ModelDef the mock can use, and every operation is listed and
 * matchable by method and path.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/client.gen.ts';
import { model } from '../../generated/model.gen.ts';
import { matchOperation, operations, operationsById } from '../../generated/operations.gen.ts';
import { loadBundle, operations as bundleOperations, type Json } from './contract-doc.ts';
import { entry } from '../present.ts';

const doc = loadBundle();
const byName = new Map(model.resources.map((r) => [r.name, r]));
const device = byName.get('device')!;
const field = (res: string, name: string) => byName.get(res)?.fields.find((f) => f.name === name);

describe('generated/model.gen.ts', () => {
  it('has the device computed fields with their wire types (api-ground-truth §3)', () => {
    expect(field('device', 'overall_status')).toMatchObject({ type: 'Short Text', computed: true, nullable: false });
    expect(field('device', 'overall_status')?.enum).toContain('reduced-functionality');
    expect(field('device', 'overall_progress')).toMatchObject({ type: 'Integer', computed: true, nullable: true });
    expect(field('device', 'should_be_running__release')).toMatchObject({
      type: 'ForeignKey',
      references: 'release',
      computed: true,
    });
    expect(field('image', 'image_size')).toMatchObject({ type: 'Big Integer', nullable: true });
  });
  it('keeps synonyms, keys, unique constraints and hidden fields', () => {
    expect(byName.get('application_environment_variable')?.synonyms).toEqual(['application__has__env_var_name']);
    expect(device.alternateKeys).toEqual(['uuid']);
    expect(byName.get('device_tag')?.unique).toEqual([['device', 'tag_key']]);
    expect(field('api_key', 'key')).toMatchObject({ hidden: true, readOnly: true });
  });
  it('derives reverse navigations and virtual links', () => {
    const app = byName.get('application')!;
    expect(app.navigations).toContainEqual({
      name: 'owns__device',
      target: 'device',
      cardinality: 'many',
      via: 'belongs_to__application',
    });
    expect(device.navigations).toContainEqual({
      name: 'device_tag',
      target: 'device_tag',
      cardinality: 'many',
      via: 'device',
    });
    expect(app.navigations.find((n) => n.name === 'is_directly_accessible_by__user')).toEqual({
      name: 'is_directly_accessible_by__user',
      target: 'user',
      cardinality: 'many',
      derived: 'directly_accessible_by_caller',
    });
  });
  it('points every navigation and FK at a resource of the model', () => {
    const dangling = model.resources.flatMap((r) =>
      [...r.navigations.map((n) => n.target), ...r.fields.flatMap((f) => (f.references ? [f.references] : []))]
        .filter((t) => !byName.has(t))
        .map((t) => `${r.name} -> ${t}`),
    );
    expect(dangling).toEqual([]);
  });
  it('matches the readable properties of each resource schema', () => {
    const schemas = entry(doc.components as Record<string, Record<string, Json>>, 'schemas');
    for (const r of model.resources) {
      const schema = Object.values(schemas).find((s) => (s['x-odata'] as Json | undefined)?.resource === r.name)!;
      const props = Object.keys(schema.properties as Json);
      expect(props, r.name).toEqual(expect.arrayContaining(r.fields.filter((f) => !f.hidden).map((f) => f.name)));
    }
  });
});

describe('generated/operations.gen.ts', () => {
  it('lists every operation of the contract once', () => {
    expect(operations.length).toBe(bundleOperations(doc).length);
    expect(operationsById.size).toBe(operations.length);
  });
  it('uses only tags declared in the root document', () => {
    const declared = new Set((doc.tags as Json[]).map((t) => t.name));
    expect(
      operations
        .filter((o) => {
          const tags: readonly string[] = o.tags;
          return tags.length === 0 || tags.some((t) => !declared.has(t));
        })
        .map((o) => o.operationId),
    ).toEqual([]);
  });
  it('matches requests to operations, preferring the most specific template', () => {
    expect(matchOperation('GET', '/v7/device?$filter=id eq 1')?.operationId).toBe('listDevice');
    expect(matchOperation('GET', '/v7/device(7)')?.operationId).toBe('getDeviceById');
    expect(matchOperation('PATCH', "/v7/device(uuid='a1b2')")?.operationId).toBe('updateDeviceByUuid');
    expect(matchOperation('GET', '/v7/device/$count')?.operationId).toBe('countDevice');
    expect(matchOperation('POST', '/v7/application__has__env_var_name')?.operationId).toBe(
      'createApplicationHasEnvVarName',
    );
    expect(matchOperation('POST', '/login_')?.operationId).toBe('login');
    expect(matchOperation('HEAD', '/v7/device')?.operationId).toBe('listDevice');
    expect(matchOperation('GET', '/no/such/route')).toBeUndefined();
  });
});

describe('generated/client.gen.ts', () => {
  it('sends typed requests through the injected fetch', async () => {
    const seen: string[] = [];
    const fetch = async (req: Request) => {
      seen.push(`${req.method} ${req.url} ${req.headers.get('x-balena-client')}`);
      return new Response(JSON.stringify({ d: [{ id: 7 }] }), { headers: { 'content-type': 'application/json' } });
    };
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, headers: { 'X-Balena-Client': 'fleetmock' } });
    const { data } = await client.GET('/v7/device({id})', { params: { path: { id: 7 }, query: { $select: 'id' } } });
    expect(data?.d[0]?.id).toBe(7);
    expect(seen).toEqual(['GET http://api.test/v7/device(7)?$select=id fleetmock']);
  });
});
