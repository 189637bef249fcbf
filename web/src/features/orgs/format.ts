/** Dates on the organization pages (spec 01 §9), in the user's locale: the dashboard-wide formatter. */
export { formatDate } from '../../lib/format.ts';
