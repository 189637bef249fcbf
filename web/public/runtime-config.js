/* Run-time configuration (web/src/config.ts): a deployment replaces this file; every field is optional. */
window.__FLEETMOCK_CONFIG__ = window.__FLEETMOCK_CONFIG__ || {};
