/**
 * The package's public admin client (`fleetmock/admin`): the mock's admin API (`/__mock/*`) as a
 * small typed client. It lives in shared/mock-admin-client.ts, which the dashboard's mock panel
 * imports too, so the dashboard depends on the same lower module as this public surface rather than
 * on the surface itself.
 */
export * from '../shared/mock-admin-client.ts';
