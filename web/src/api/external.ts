/**
 * External services the dashboard reads (changelog, build time, CLI version, code host, analytics).
 * The contract describes them at the mock's doubles, `/__ext/<service>/…` on the API host; the runtime
 * config (config.ts `externalUrls`) may move a service to another host. A configured address is the
 * service's default address on another base (`https://cdn.example/__ext/assets/CHANGELOG.md`), so a
 * call keeps its contract path and only its base URL changes.
 */

/**
 * The base URL for a call to an external service, or undefined for the API host: `configured` is the
 * runtime config's address of the service, `contractPath` the address the contract gives it.
 */
export function externalBaseUrl(configured: string, contractPath: string): string | undefined {
  if (configured === contractPath || !configured.endsWith(contractPath)) return undefined;
  return configured.slice(0, configured.length - contractPath.length) || undefined;
}
