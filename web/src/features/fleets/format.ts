/** Formatting used by the fleet pages (spec 02 §9 date format and size units), shared through lib/format.ts. */
export { formatDate, formatSize } from '../../lib/format.ts';
