/**
 * Device OS-update eligibility (spec 02 §4): the shared rules the actions service also enforces
 * (shared/os-update-eligibility.ts over the contract's domain rules), so the dashboard offers
 * exactly the updates the API would start.
 */
export { isUpdatable, osUpdateEligibility, type EligibilityInput, type OsUpdateEligibility } from '../../../shared/os-update-eligibility.ts';
