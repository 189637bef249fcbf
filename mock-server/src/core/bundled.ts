/**
 * Whether this code runs from the bundled command that `npm pack` ships (scripts/build-package.ts
 * defines `__FLEETMOCK_BUNDLED__`) or from the source tree. Files the code reads beside itself
 * (shipped scenarios, the built dashboard, the QA guide) sit elsewhere in the two layouts.
 */
declare const __FLEETMOCK_BUNDLED__: boolean | undefined;

export const BUNDLED: boolean = typeof __FLEETMOCK_BUNDLED__ === 'boolean' && __FLEETMOCK_BUNDLED__;
