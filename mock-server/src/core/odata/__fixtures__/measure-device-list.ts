/**
 * One-off measurement (not a test): the dashboard's device-list query over 10,000 generated
 * devices, cold (parse + compile) and warm (parse cache hit). Run: `npx tsx <this file> [devices]`.
 */
import { createODataEngine } from '../engine.ts';
import { canReadAll } from './dataset.ts';
import { largeDataSource } from './large-dataset.ts';
import { fixtureModel } from './model.ts';

const DEVICES = Number(process.argv[2] ?? 10_000);
const ROUNDS = 2000;
const SELECT =
  'id,uuid,device_name,note,is_online,cpu_usage,memory_total,os_version,created_at,last_connectivity_event,latitude,overall_status,is_of__device_type,is_running__release,belongs_to__application';
const url = (fleet: number) =>
  `/device?$select=${SELECT}&$expand=belongs_to__application($select=id,app_name,slug),device_tag($select=tag_key,value)` +
  `&$filter=belongs_to__application eq ${fleet} and overall_status eq 'operational'&$orderby=device_name asc&$top=50`;

const ds = largeDataSource(DEVICES);
const engine = createODataEngine({ model: fixtureModel });
let t = performance.now();
const cold = engine.query(ds, engine.parseRequest(url(1)), canReadAll);
const coldMs = performance.now() - t;
for (let i = 0; i < 200; i++) engine.query(ds, engine.parseRequest(url(1 + (i % 20))), canReadAll);
t = performance.now();
for (let i = 0; i < ROUNDS; i++) engine.query(ds, engine.parseRequest(url(1 + (i % 20))), canReadAll);
const warmMs = (performance.now() - t) / ROUNDS;
const scan = `/device?$select=${SELECT}&$filter=overall_status eq 'operational'&$orderby=device_name asc&$top=50`;
engine.query(ds, engine.parseRequest(scan), canReadAll);
t = performance.now();
for (let i = 0; i < 200; i++) engine.query(ds, engine.parseRequest(scan), canReadAll);
const scanMs = (performance.now() - t) / 200;
console.log(
  JSON.stringify({
    devices: DEVICES,
    rows: (cold.d as unknown[]).length,
    coldMs: +coldMs.toFixed(3),
    warmMsPerQuery: +warmMs.toFixed(4),
    fullScanTop50Ms: +scanMs.toFixed(3),
  }),
);
