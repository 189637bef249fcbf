/** Tax id check (spec 03 §5): shared with the dashboard's billing form, see shared/tax-id.ts. */
export { isValidTaxId } from '../../../../../shared/tax-id.ts';
