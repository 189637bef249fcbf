/**
 * Preloading a release into a new device's OS image (spec 02 §9 "A release counts as
 * preloadable-heavy with more than 2 images"): every image of the release goes into the OS image, so
 * a release of many images makes a large file that is slow to download and to flash.
 */
import { PRELOAD_HEAVY_ABOVE_IMAGES, PRELOAD_IMAGE_FILE } from './constants.ts';

/** A release is preloadable-heavy when it has more than 2 images (spec 02 §9). */
export const isPreloadHeavy = (imageCount: number): boolean => imageCount > PRELOAD_HEAVY_ABOVE_IMAGES;

/**
 * The command-line tool's preload of a downloaded (and unzipped) OS image with one release of the
 * fleet: `balena preload <image> --fleet <slug> --commit <commit>`.
 */
export const preloadCommand = (fleetSlug: string, commit: string): string =>
  `balena preload ${PRELOAD_IMAGE_FILE} --fleet ${fleetSlug} --commit ${commit}`;
