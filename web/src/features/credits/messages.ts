/**
 * User-facing texts of the credits page and the low-credit banner. Texts quoted in spec 03 are
 * verbatim (marked "spec"); the others carry our English wording.
 */
export const MSG = {
  title: 'Credits',
  loading: 'Loading credits…',
  noAccess: 'You do not have access to the billing of this organization. Contact an administrator of the organization to upgrade the plan.', // spec 03 §6
  orgNotFound: 'Organization not found.',
  loadFailed: 'The credits could not be loaded.',
  summary: 'Summary',
  balance: 'Credit balance',
  balanceValue: '{count} credits',
  explain: 'Each credit covers one device for one month. Credits expire 10 years after purchase and are non-refundable.', // spec 03 §9
  billingCodes: 'Supported billing codes: {codes}',
  addCredits: 'Add credits',
  onlyPlans: 'Credits are only available for pilot, production or enterprise plans', // spec 03 §5 tooltip
  needPayment: 'A payment method must be set up to purchase credits', // spec 03 §5 tooltip
  history: 'Purchase history',
  date: 'Date',
  quantity: 'Quantity',
  status: 'Status',
  cost: 'Total cost',
  remaining: 'Remaining',
  createdBy: 'Purchased by',
  expires: 'Expires',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  runway: 'Runway calculator',
  currentDevices: 'Current devices',
  estimatedDevices: 'Additional devices (estimate)',
  months: 'Months',
  includedDevices: 'Devices included in the plan',
  needed: 'Credits needed',
  noCreditsNeeded: 'no credits needed', // spec 03 §5 tooltip
  addNeeded: 'Add {count} credits',
  notifications: 'Notification settings',
  notifyEnabled: 'E-mail me when the balance is low',
  threshold: 'Notify when the balance drops below',
  apply: 'Apply',
  notificationSaved: 'Notification settings saved',
  // purchase dialog (spec 03 §2, §4)
  dialogTitle: 'Add credits',
  stepQuantity: 'Enter quantity',
  stepConfirm: 'Confirm',
  stepSuccess: 'Success',
  credits: 'Credits to purchase',
  unitPrice: 'Price per credit',
  total: 'Total',
  back: 'Back',
  pay: 'Pay',
  cancel: 'Cancel',
  close: 'Close',
  contactSales: 'Contact sales',
  confirmText: 'You are about to buy {count} credits for {total}, charged to the payment method on file.',
  success: 'Purchased {count} credits.',
  purchaseMore: 'Purchase more credits',
  failed: 'Failed to purchase credits', // spec 03 §4
  // banner
  lowCredits: 'The credit balance of {name} is {balance}, below the notification threshold of {threshold}.',
  addCreditsAction: 'Add credits',
  dismiss: 'Dismiss',
} as const;

export const fill = (text: string, params: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
