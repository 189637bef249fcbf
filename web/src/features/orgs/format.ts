/** Dates on the organization pages (spec 01 §9: "MMM do yyyy, h:mm a"): the dashboard-wide format. */
export { formatDate } from '../../lib/format.ts';
