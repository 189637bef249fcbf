/** Device OS-update eligibility (spec 02 §4): the shared rules, re-exported for the live modules. */
export {
  STARTS_UPDATE,
  hasLegacyUpdatePath,
  osUpdateEligibility,
  type EligibilityInput,
  type OsUpdateEligibility,
} from '../../../../shared/os-update-eligibility.ts';
