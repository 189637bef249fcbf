/*
 * Default run-time configuration of the dashboard (web/src/config.ts). A deployment replaces this
 * file (or the server answers /runtime-config.js itself) to set apiUrl, deploymentName, isStaging,
 * externalUrls, stripePublishableKey and featureFlags; every field is optional.
 */
window.__FLEETMOCK_CONFIG__ = window.__FLEETMOCK_CONFIG__ || {};
