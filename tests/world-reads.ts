/**
 * The example worlds (examples/worlds/) and the reads every entry point that loads them is compared on
 * (what the dashboard's fleet, device and release pages ask), with who reads each example: shared by
 * tests/server/world-file.test.ts and e2e/46-worlds.spec.ts (the Playwright fixture).
 */
export const EXAMPLES = ['hobbyist', 'pilot-customer', 'mid-rollout', 'frozen-organization'] as const;
export type Example = (typeof EXAMPLES)[number];

/** The reads each example is compared on (what the dashboard's fleet, device and release pages ask). */
export const READS = [
  '/v7/application?$select=id,app_name,slug,is_of__class,should_be_running__release&$filter=is_host eq false&$orderby=id',
  '/v7/device?$select=id,device_name,os_version,supervisor_version,overall_status,is_online,is_running__release,is_pinned_on__release,location,latitude,longitude&$orderby=id',
  '/v7/release?$select=id,semver,status,note,is_final,belongs_to__application&$filter=belongs_to__application/any(a:a/is_host eq false)&$orderby=id',
  '/v7/device_tag?$select=device,tag_key,value&$orderby=id',
  '/v7/organization?$select=handle,name,is_frozen,has_past_due_invoice_since__date&$orderby=id',
];
/** Who reads each example (an API key or a password login). */
export const READER: Record<Example, { key?: string; user?: [string, string] }> = {
  hobbyist: { key: 'MakerApiKeyForTheGreenhouse00001' },
  'pilot-customer': { key: 'PilotCustomerDanaApiKey000000001' },
  'mid-rollout': { key: 'RolloutLeadApiKey000000000000001' },
  'frozen-organization': { user: ['frank@frozen.example', 'frozen-account-1'] },
};
