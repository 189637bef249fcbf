/** Timing constants and limits of the fleets area (spec 02 §9), named so reviewers can compare them with the spec. */
const SECOND = 1_000;

/** Device type list refresh (spec 02 §9). */
export const DEVICE_TYPE_REFRESH_MS = 60 * SECOND;
/** Release list and release card polling (spec 02 §9). */
export const RELEASE_CARD_REFRESH_MS = 6 * SECOND;
/** Grid lens card: minimum width and size (spec 02 §2 "cards of minimum width 370 px (card size 370x324)"). */
export const FLEET_CARD_MIN_WIDTH_PX = 370;
export const FLEET_CARD_HEIGHT_PX = 324;
/** Suggested names: duplicates are retried up to 500 times (spec 02 §5). */
export const SUGGESTED_NAME_MAX_RETRIES = 500;
/** The default device type for deploying (spec 02 §9). */
export const DEFAULT_DEVICE_TYPE = 'raspberrypi4-64';
/** Where the CLI installers are published (per platform, spec 02 §2 "add-release dialog"). */
export const CLI_RELEASES_URL = 'https://github.com/balena-io/balena-cli/releases';
/** Default app update poll interval offered by the OS image download (minutes). */
export const DEFAULT_POLL_INTERVAL_MIN = 10;
/** The git remote host of the builder (add-release dialog, "with git"). */
export const GIT_REMOTE_HOST = 'git.fleetmock.local';
/** A release with more images than this is preloadable-heavy (spec 02 §9 "more than 2 images"). */
export const PRELOAD_HEAVY_ABOVE_IMAGES = 2;
/** The file name the preload command shows for the unzipped OS image. */
export const PRELOAD_IMAGE_FILE = 'balena.img';
