/**
 * Run-time configuration (issue 6 item 1): read from `window.__FLEETMOCK_CONFIG__` when the page
 * defines it (a deployment can inject it), with defaults that point at the serving mock.
 */
export interface RuntimeConfig {
  apiUrl: string;
  deploymentName: string;
  isStaging: boolean;
}

const injected = (globalThis as { __FLEETMOCK_CONFIG__?: Partial<RuntimeConfig> }).__FLEETMOCK_CONFIG__ ?? {};

export const config: RuntimeConfig = {
  apiUrl: injected.apiUrl ?? (typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin),
  deploymentName: injected.deploymentName ?? 'fleetmock',
  isStaging: injected.isStaging ?? false,
};
