/**
 * User-facing texts of the billing page and the billing banners. Texts quoted in spec 03 are
 * verbatim (marked "spec"); the others carry our English wording for what the spec names only by
 * meaning or by message key.
 */
export const MSG = {
  title: 'Billing',
  loading: 'Loading billing…',
  noAccess: 'You do not have access to the billing of this organization. Contact an administrator of the organization to upgrade the plan.', // spec 03 §6
  orgNotFound: 'Organization not found.',
  noAccount: 'This organization has no billing account yet. Add a payment method to start one.',
  // load failures (spec 03 §8)
  planLoadFailed: 'failed retrieving billing plan',
  infoLoadFailed: 'failed retrieving billing info',
  invoicesLoadFailed: 'failed retrieving invoices',
  usageLoadFailed: 'failed retrieving usage statics',
  // plan summary
  planSummary: 'Plan summary',
  currentPlan: 'Current plan',
  cycle: 'Billing cycle',
  monthly: 'Monthly',
  annual: 'Annual',
  periodEnds: 'Current period ends',
  support: 'Support',
  addOns: 'Add-ons',
  noAddOns: 'No add-ons.',
  nextBill: 'Next bill',
  nextBillTotal: 'Total of the next bill',
  item: 'Item',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  // usage
  usage: 'Dynamic usage',
  usageItem: 'Item',
  devices: 'Devices',
  currentUsage: 'Current',
  peakUsage: 'Peak',
  overage: 'Overage',
  charges: 'Charges',
  // plans
  plans: 'Available plans',
  cycleLabel: 'Billing cycle',
  perMonth: '{price} / month',
  billedAnnually: 'billed annually ({price} / year)',
  isCurrent: 'Current plan',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  changeCycle: 'Switch cycle',
  contactSales: 'Contact sales',
  cancelPlan: 'Cancel plan',
  freeBlocked: 'The organization has more devices than the free allowance or frozen devices: contact sales to move to the free plan.',
  // plan change dialog
  changeTitle: 'Change plan to {plan}',
  changeSummary: 'Your plan changes from {from} ({fromCycle}) to {to} ({toCycle}).',
  reasonLabel: 'Why are you downgrading? (optional)',
  payNow: 'Pay now', // spec 03 §4
  confirm: 'Confirm', // spec 03 §4
  next: 'Next', // spec 03 §4
  bankTermsTitle: 'Bank debit authorization',
  bankTerms:
    'By confirming, you authorize us to debit the bank account on file for this plan and any later invoices. You will be notified 30 days before any change to the debited amounts. You may cancel this authorization at any time by contacting us.',
  bankTermsAccept: 'I accept the bank debit authorization terms',
  planUpdated: 'plan updated', // spec 03 §8 success
  planUpdateFailed: 'failed update plan', // spec 03 §8 fallback
  planUpdateContactSales: 'The plan could not be updated. Please contact sales.',
  // payment method
  paymentMethod: 'Payment method',
  noPaymentMethod: 'No payment method on file.',
  addPaymentMethod: 'Add payment method',
  changePaymentMethod: 'Change payment method',
  removePaymentMethod: 'Remove payment method',
  removeConfirm: 'Remove the payment method of this organization?',
  paymentRemoved: 'payment method removed', // spec 03 §8
  billingUpdated: 'billing information updated', // spec 03 §8
  cardEnding: '{brand} ending in {last4}',
  cardExpires: 'expires {month}/{year}',
  bankEnding: 'Bank account ending in {last4}',
  paymentDialogTitle: 'Payment method',
  captchaLabel: "I'm not a robot",
  captchaRequired: 'ReCaptcha was not verified', // spec 03 §5
  save: 'Save',
  cancel: 'Cancel',
  setAsCompany: 'Use this address as the company address',
  stripeLoadFailed: 'The payment form could not be loaded.', // errors.error_loading_billing_api
  notInitialized: 'The payment form is still loading. Try again in a moment.', // errors.submitting_billing_form_before_initialization
  requestError: 'The request failed. Please try again.', // errors.error_request
  // account info
  billingAccount: 'Billing account',
  editAccount: 'Change billing details',
  email: 'Billing e-mail',
  companyName: 'Company name',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State or province',
  zip: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  taxIdType: 'Tax id type',
  taxIdValue: 'Tax id',
  taxIdNone: 'None',
  invalidTaxId: 'invalid tax id', // spec 03 §8 fields_errors.invalid_tax_id
  invalidEmail: 'invalid email', // spec 03 §8 fields_errors.invalid_email
  emailRequired: 'Billing e-mail is required',
  noTaxId: 'No tax id',
  // invoices
  invoices: 'Invoices',
  viewAll: 'View all',
  showFewer: 'Show fewer',
  noInvoices: 'No invoices yet.',
  invoiceNumber: 'Invoice',
  invoiceDate: 'Date',
  invoiceStatus: 'Status',
  invoiceTotal: 'Total',
  download: 'Download PDF',
  downloadInvoice: 'Download invoice {number}',
  draftNotDownloadable: 'Draft invoices cannot be downloaded',
  invoiceError: 'error retrieving invoice', // spec 03 §8
  dueOn: 'due {date}',
  // seat and device prices
  seatPrices: 'Team member pricing',
  role: 'Role',
  pricePerMonth: 'Price per member per month',
  unlimited: 'Unlimited',
  safeRolesAddon: 'needs the safe roles preview add-on',
  devicePrices: 'Additional device pricing',
  devicePrice: 'Price per device per month',
  // banners (spec 03 §4, §8)
  pastDueWarning: 'The organization {name} has an unpaid invoice. Please update the billing details to avoid interruption.',
  pastDueError: 'The organization {name} has invoices past due: it will be frozen in {days} days. Please update the billing details.',
  frozen: 'The organization {name} is frozen because of invoices more than 60 days past due. Please update the billing details.',
  frozenReachAdmins: 'The organization {name} is frozen because of invoices more than 60 days past due. Please reach out to the organization administrators.',
  updateBilling: 'Update billing',
  freeExceeded: 'The organization {name} exceeded the free device allowance and some devices are frozen. Reduce the devices below the allowance or upgrade the plan.',
  freeApproaching: 'The organization {name} uses {count} of its {allowance} free devices.',
  upgrade_cta: 'Upgrade plan',
  dismiss: 'Dismiss',
} as const;

/** Fills `{name}` placeholders. */
export const fill = (text: string, params: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));

/** Role titles for the seat table. */
export const ROLE_TITLES: Record<string, string> = {
  administrator: 'Administrator',
  developer: 'Developer',
  'safe-developer': 'Limited developer',
  operator: 'Operator',
  'safe-operator': 'Limited operator',
  observer: 'Observer',
  member: 'Member',
};

/** Tax id types (Stripe's names) shown in the form, with their labels. */
export const TAX_ID_LABELS: Record<string, string> = {
  eu_vat: 'EU VAT number',
  us_ein: 'United States EIN',
  gb_vat: 'United Kingdom VAT number',
  ca_bn: 'Canadian BN',
  ca_gst_hst: 'Canadian GST/HST number',
  au_abn: 'Australian Business Number (ABN)',
  au_arn: 'Australian Taxation Office Reference Number',
  nz_gst: 'New Zealand GST number',
  ch_vat: 'Switzerland VAT number',
  no_vat: 'Norwegian VAT number',
  in_gst: 'Indian GST number',
  jp_cn: 'Japanese Corporate Number',
  kr_brn: 'Korean BRN',
  br_cnpj: 'Brazilian CNPJ number',
  br_cpf: 'Brazilian CPF number',
  mx_rfc: 'Mexican RFC number',
  za_vat: 'South African VAT number',
  sg_gst: 'Singaporean GST',
  sg_uen: 'Singaporean UEN',
  hk_br: 'Hong Kong BR number',
  il_vat: 'Israel VAT',
  tr_tin: 'Turkish Tax Identification Number',
  ae_trn: 'United Arab Emirates TRN',
  sa_vat: 'Saudi Arabia VAT',
  ru_inn: 'Russian INN',
};
