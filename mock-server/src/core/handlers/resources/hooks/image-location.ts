/**
 * A new image gets its registry location from the server (open-balena-api
 * src/features/ci-cd/hooks/image-is-stored-at-location.ts): `<registry host>/v2/<32 hex>`, unique
 * among images, whatever the client sent. The mock's registry host is the one the seed uses.
 */
import type { Store } from '../../../store/store.ts';
import { randomHex } from '../../../store/store.ts';
import { onBeforeInsert } from '../../../store/hooks.ts';
import { StoreError } from '../../../store/errors.ts';

/** The registry host of the mock's images (seed/releases.ts stores the same). */
const REGISTRY_HOST = 'registry2.fleetmock.test';
const MAX_ATTEMPTS = 5;

/** A fresh image location no image holds yet. */
export function newImageLocation(store: Store): string {
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const candidate = `${REGISTRY_HOST}/v2/${randomHex(store, 32)}`;
    if (store.find('image', 'is_stored_at__image_location', candidate).length === 0) return candidate;
  }
  throw new StoreError(500, 'Could not generate unique image location');
}

/** Installs the image location hook on a store. */
export function installImageLocationHooks(store: Store): void {
  if (!store.resources.has('image')) return;
  onBeforeInsert(store, 'image', (ctx, values) => {
    if (ctx.trusted) return;
    values.is_stored_at__image_location = newImageLocation(store);
  });
}
