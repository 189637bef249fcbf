/** Texts of billing, credits and support (`billing.*`, `credits.*`, `support.*`), spec 03. Spec texts are verbatim and marked with their section; see lib/i18n.ts. */
export const billing = {
  // Billing page and billing banners (spec 03 §2–§8; "spec" marks verbatim texts)
  'billing.title': 'Billing',
  'billing.loading': 'Loading billing…',
  'billing.noAccess':
    'You do not have access to the billing of this organization. Contact an administrator of the organization to upgrade the plan.', // spec 03 §6
  'billing.orgNotFound': 'Resource not found', // spec 03 §8
  'billing.accountInactive':
    'The billing account of this organization is not active: its payment method and invoices are not available.', // spec 03 §3 account_state
  'billing.noAccount': 'This organization has no billing account yet. Add a payment method to start one.',
  // load failures (spec 03 §8)
  'billing.planLoadFailed': 'failed retrieving billing plan',
  'billing.infoLoadFailed': 'failed retrieving billing info',
  'billing.invoicesLoadFailed': 'failed retrieving invoices',
  'billing.usageLoadFailed': 'failed retrieving usage statics',
  // plan summary
  'billing.planSummary': 'Plan summary',
  'billing.currentPlan': 'Current plan',
  'billing.cycle': 'Billing cycle',
  'billing.monthly': 'Monthly',
  'billing.annual': 'Annual',
  'billing.periodEnds': 'Current period ends',
  'billing.support': 'Support',
  'billing.supportTier': '{tier} support',
  'billing.pricingError': 'The prices could not be calculated: {error}', // spec 03 §8 pricing error
  'billing.pricingUnavailable': 'the pricing service did not answer',
  'billing.supportTierSla': '{tier} support, {sla} response SLA',
  'billing.addOns': 'Add-ons',
  'billing.noAddOns': 'No add-ons.',
  'billing.nextBill': 'Next bill',
  'billing.nextBillTotal': 'Total of the next bill',
  'billing.addOnsTotal': 'Total of the add-ons (billed monthly)',
  'billing.addOnsPeriodEnds': 'Add-on period ends',
  'billing.item': 'Item',
  'billing.quantity': 'Quantity',
  'billing.unitPrice': 'Unit price',
  'billing.amount': 'Amount',
  // usage
  'billing.usage': 'Dynamic usage',
  'billing.usageItem': 'Item',
  'billing.devices': 'Devices',
  'billing.legacyV1Devices': 'Legacy devices (v1)', // spec 03 §3 item code device:legacy-v1
  'billing.legacyV2Devices': 'Legacy devices (v2)', // spec 03 §3 item code device:legacy-v2
  'billing.moreDevicesThanPlan':
    'You have more provisioned devices than your plan includes. Additional devices are charged.', // spec 03 §8 warnings
  'billing.currentUsage': 'Current',
  'billing.peakUsage': 'Peak',
  'billing.overage': 'Overage',
  'billing.charges': 'Charges',
  'billing.creditsUsed': 'Credits used (device-months)',
  'billing.creditsCover':
    'Credits cover one device for one month: {credits} credits pay for {credits} device-months, {devices} devices over the 12 months of this plan.', // spec 03 §9
  // plans
  'billing.plans': 'Available plans',
  'billing.cycleLabel': 'Billing cycle',
  'billing.perMonth': '{price} / month',
  'billing.perYear': '{price} / year',
  'billing.billedAnnually': 'billed annually ({price} / year)',
  'billing.isCurrent': 'Current plan',
  'billing.upgrade': 'Upgrade',
  'billing.downgrade': 'Downgrade',
  'billing.changeCycle': 'Switch cycle',
  'billing.contactSales': 'Contact sales',
  'billing.cancelPlan': 'Cancel plan',
  'billing.freeBlocked':
    'The organization has more devices than the free allowance or frozen devices: contact sales to move to the free plan.',
  // plan change dialog
  'billing.changeTitle': 'Change plan to {plan}',
  'billing.changeSummary': 'Your plan changes from {from} ({fromCycle}) to {to} ({toCycle}).',
  'billing.newPlanPrice': 'Price of {plan}: {price}',
  'billing.dueNow': 'Due now: {amount}',
  'billing.prorationSamePeriod':
    'Prorated for the rest of the current period (until {date}): {charge} for {plan}, less {credit} for the unused part of {current}.',
  'billing.prorationNewPeriod':
    'A new billing period starts today: {charge} for {plan}, less {credit} for the unused part of {current}.',
  'billing.prorationFromFree': 'A new billing period starts today: {charge} for {plan}.',
  'billing.prorationAccountCredit': 'Account credit applied: {amount}.',
  'billing.prorationAccountCreditAfter': 'Account credit after the change: {amount}.',
  'billing.priceLoading': 'Calculating what is due now…',
  'billing.accountCredit': 'Account credit',
  'billing.reasonLabel': 'Why are you downgrading? (optional)',
  'billing.payNow': 'Pay now', // spec 03 §4
  'billing.confirm': 'Confirm', // spec 03 §4
  'billing.next': 'Next', // spec 03 §4
  'billing.bankTermsTitle': 'Bank debit authorization',
  'billing.bankTerms':
    'By confirming, you authorize us to debit the bank account on file for this plan and any later invoices. You will be notified 30 days before any change to the debited amounts. You may cancel this authorization at any time by contacting us.',
  'billing.bankTermsAccept': 'I accept the bank debit authorization terms',
  'billing.planUpdated': 'plan updated', // spec 03 §8 success
  'billing.planUpdateFailed': 'failed update plan', // spec 03 §8 fallback
  'billing.planUpdateContactSales': 'The plan could not be updated. Please contact sales.',
  // payment method
  'billing.paymentMethod': 'Payment method',
  'billing.noPaymentMethod': 'No payment method on file.',
  'billing.addPaymentMethod': 'Add payment method',
  'billing.changePaymentMethod': 'Change payment method',
  'billing.removePaymentMethod': 'Remove payment method',
  'billing.removeConfirm': 'Remove the payment method of this organization?',
  'billing.paymentRemoved': 'payment method removed', // spec 03 §8
  'billing.billingUpdated': 'billing information updated', // spec 03 §8
  'billing.cardEnding': '{brand} ending in {last4}',
  'billing.cardExpires': 'expires {month}/{year}',
  'billing.bankEnding': 'Bank account ending in {last4}',
  'billing.paymentDialogTitle': 'Payment method',
  'billing.captchaLabel': "I'm not a robot",
  'billing.captchaRequired': 'ReCaptcha was not verified', // spec 03 §5
  'billing.save': 'Save',
  'billing.cancel': 'Cancel',
  'billing.back': 'Back',
  'billing.setAsCompany': 'Use this address as the company address',
  'billing.stripeLoadFailed': 'The payment form could not be loaded.', // errors.error_loading_billing_api
  'billing.notInitialized': 'The payment form is still loading. Try again in a moment.', // errors.submitting_billing_form_before_initialization
  'billing.requestError': 'The request failed. Please try again.', // errors.error_request
  // account info
  'billing.billingAccount': 'Billing account',
  'billing.editAccount': 'Change billing details',
  'billing.email': 'Billing e-mail',
  'billing.companyName': 'Company name',
  'billing.address1': 'Address line 1',
  'billing.address2': 'Address line 2',
  'billing.city': 'City',
  'billing.state': 'State or province',
  'billing.zip': 'Postal code',
  'billing.country': 'Country',
  'billing.phone': 'Phone',
  'billing.taxIdType': 'Tax id type',
  'billing.taxIdValue': 'Tax id',
  'billing.taxIdNone': 'None',
  'billing.invalidTaxId': 'invalid tax id', // spec 03 §8 fields_errors.invalid_tax_id
  'billing.companyNameTooLong': 'A company name can be at most {max} characters (this one has {count})',
  'billing.invalidEmail': 'invalid email', // spec 03 §8 fields_errors.invalid_email
  'billing.emailRequired': 'Billing e-mail is required',
  'billing.noTaxId': 'No tax id',
  // invoices
  'billing.invoices': 'Invoices',
  'billing.viewAll': 'View all',
  'billing.showFewer': 'Show fewer',
  'billing.noInvoices': 'No invoices yet.',
  'billing.invoiceNumber': 'Invoice',
  'billing.invoiceDate': 'Date',
  'billing.invoiceStatus': 'Status',
  'billing.invoiceTotal': 'Total',
  'billing.download': 'Download PDF',
  'billing.downloadShort': 'PDF',
  'billing.downloadInvoice': 'Download invoice {number}',
  'billing.draftNotDownloadable': 'Draft invoices cannot be downloaded',
  'billing.invoiceError': 'error retrieving invoice', // spec 03 §8
  'billing.dueOn': 'due {date}',
  // seat and device prices
  'billing.seatPrices': 'Team member pricing',
  'billing.role': 'Role',
  'billing.pricePerMonth': 'Price per member per month',
  'billing.unlimited': 'Unlimited',
  'billing.membersToAdd': 'Members to add',
  'billing.prepaidSeats': 'Prepaid seats',
  'billing.freeSeats': 'Seats left at no cost',
  'billing.addMembersCost': 'Cost of adding {count}',
  'billing.seatCost': 'Each added {role} costs {amount} per month.',
  'billing.seatFree': 'Adding one takes one of the {count} {role} seats left at no cost.',
  'billing.seatFreeOne': 'Adding one takes the last {role} seat left at no cost.',
  'billing.safeRolesAddon': 'needs the safe roles preview add-on',
  'billing.devicePrices': 'Additional device pricing',
  'billing.devicePrice': 'Price per device per month',
  'billing.legacyDevicePrice': 'Price per legacy device per month', // spec 03 §9 legacy device prices
  // banners (spec 03 §4, §8)
  'billing.pastDueWarning':
    'The organization {name} has an unpaid invoice. Please update the billing details to avoid interruption.',
  'billing.pastDueError':
    'The organization {name} has invoices past due: it will be frozen in {days} days. Please update the billing details.',
  'billing.pastDueErrorOneDay':
    'The organization {name} has invoices past due: it will be frozen in 1 day. Please update the billing details.',
  'billing.frozen':
    'The organization {name} is frozen because of invoices more than 60 days past due. Please update the billing details.',
  'billing.frozenReachAdmins':
    'The organization {name} is frozen because of invoices more than 60 days past due. Please reach out to the organization administrators.',
  'billing.updateBilling': 'Update billing',
  'billing.freeExceeded':
    'The organization {name} exceeded the free device allowance and some devices are frozen. Reduce the devices below the allowance or upgrade the plan.',
  'billing.freeApproaching': 'The organization {name} uses {count} of its {allowance} free devices.',
  'billing.upgrade_cta': 'Upgrade plan',
  'billing.dismiss': 'Dismiss',
  'billing.role.administrator': 'Administrator',
  'billing.role.developer': 'Developer',
  'billing.role.safe-developer': 'Limited developer',
  'billing.role.operator': 'Operator',
  'billing.role.safe-operator': 'Limited operator',
  'billing.role.observer': 'Observer',
  'billing.role.member': 'Member',
  'billing.taxId.eu_vat': 'EU VAT number',
  'billing.taxId.us_ein': 'United States EIN',
  'billing.taxId.gb_vat': 'United Kingdom VAT number',
  'billing.taxId.ca_bn': 'Canadian BN',
  'billing.taxId.ca_gst_hst': 'Canadian GST/HST number',
  'billing.taxId.au_abn': 'Australian Business Number (ABN)',
  'billing.taxId.au_arn': 'Australian Taxation Office Reference Number',
  'billing.taxId.nz_gst': 'New Zealand GST number',
  'billing.taxId.ch_vat': 'Switzerland VAT number',
  'billing.taxId.no_vat': 'Norwegian VAT number',
  'billing.taxId.in_gst': 'Indian GST number',
  'billing.taxId.jp_cn': 'Japanese Corporate Number',
  'billing.taxId.kr_brn': 'Korean BRN',
  'billing.taxId.br_cnpj': 'Brazilian CNPJ number',
  'billing.taxId.br_cpf': 'Brazilian CPF number',
  'billing.taxId.mx_rfc': 'Mexican RFC number',
  'billing.taxId.za_vat': 'South African VAT number',
  'billing.taxId.sg_gst': 'Singaporean GST',
  'billing.taxId.sg_uen': 'Singaporean UEN',
  'billing.taxId.hk_br': 'Hong Kong BR number',
  'billing.taxId.il_vat': 'Israel VAT',
  'billing.taxId.tr_tin': 'Turkish Tax Identification Number',
  'billing.taxId.ae_trn': 'United Arab Emirates TRN',
  'billing.taxId.sa_vat': 'Saudi Arabia VAT',
  'billing.taxId.ru_inn': 'Russian INN',
  // Credits (spec 03; "spec" marks verbatim texts)
  'credits.title': 'Credits',
  'credits.loading': 'Loading credits…',
  'credits.noAccess':
    'You do not have access to the billing of this organization. Contact an administrator of the organization to upgrade the plan.', // spec 03 §6
  'credits.orgNotFound': 'Resource not found', // spec 03 §8
  'credits.loadFailed': 'The credits could not be loaded.',
  'credits.summary': 'Summary',
  'credits.balance': 'Credit balance',
  'credits.balanceValue': '{count} credits',
  'credits.explain':
    'Each credit covers one device for one month. Credits expire 10 years after purchase and are non-refundable.', // spec 03 §9
  'credits.billingCodes': 'Supported billing codes: {codes}',
  'credits.addCredits': 'Add credits',
  'credits.onlyPlans': 'Credits are only available for pilot, production or enterprise plans', // spec 03 §5 tooltip
  'credits.needPayment': 'A payment method must be set up to purchase credits', // spec 03 §5 tooltip
  'credits.pricingError': 'The price of credits could not be calculated: {error}', // spec 03 §8 pricing error tooltip
  'credits.pricingUnavailable': 'the pricing service did not answer',
  'credits.history': 'Purchase history',
  'credits.date': 'Date',
  'credits.quantity': 'Quantity',
  'credits.status': 'Status',
  'credits.cost': 'Total cost',
  'credits.remaining': 'Remaining',
  'credits.createdBy': 'Purchased by',
  'credits.expires': 'Expires',
  'credits.previous': 'Previous',
  'credits.next': 'Next',
  'credits.pageOf': 'Page {page} of {pages}',
  'credits.runway': 'Runway calculator',
  'credits.currentDevices': 'Current devices',
  'credits.estimatedDevices': 'Additional devices (estimate)',
  'credits.months': 'Months',
  'credits.includedDevices': 'Devices included in the plan',
  'credits.needed': 'Credits needed',
  'credits.noCreditsNeeded': 'no credits needed', // spec 03 §5 tooltip
  'credits.addNeeded': 'Add {count} credits',
  'credits.purchaseCap': 'One purchase holds at most {max} credits; buy the rest in a later purchase.', // spec 03 §9 cap
  'credits.notifications': 'Notification settings',
  'credits.notifyEnabled': 'E-mail me when the balance is low',
  'credits.threshold': 'Notify when the balance drops below',
  'credits.apply': 'Apply',
  'credits.notificationSaved': 'Notification settings saved',
  // purchase dialog (spec 03 §2, §4)
  'credits.dialogTitle': 'Add credits',
  'credits.stepQuantity': 'Enter quantity',
  'credits.stepConfirm': 'Confirm',
  'credits.stepSuccess': 'Success',
  'credits.credits': 'Credits to purchase',
  'credits.unitPrice': 'Price per credit',
  'credits.total': 'Total',
  'credits.back': 'Back',
  'credits.pay': 'Pay',
  'credits.cancel': 'Cancel',
  'credits.close': 'Close',
  'credits.contactSales': 'Contact sales',
  'credits.confirmText': 'You are about to buy {count} credits for {total}, charged to the payment method on file.',
  'credits.success': 'Purchased {count} credits.',
  'credits.purchaseMore': 'Purchase more credits',
  'credits.failed': 'Failed to purchase credits', // spec 03 §4
  // banner
  'credits.lowCredits': 'The credit balance of {name} is {balance}, below the notification threshold of {threshold}.',
  'credits.addCreditsAction': 'Add credits',
  'credits.dismiss': 'Dismiss',
  // Support (spec 03; "spec" marks verbatim texts)
  'support.open': 'Support',
  'support.title': 'Support',
  'support.close': 'Close',
  'support.status': 'Status',
  'support.privateSupport': 'Private support',
  'support.organization': 'Organization',
  'support.noOrganization': 'Private support is offered to members of an organization.',
  'support.loading': 'Loading…',
  'support.loggedInAs': 'Private support is disabled while you are logged in as another user.', // spec 03 §6
  'support.verifyEmail': 'Private support needs a verified e-mail address. Verify your e-mail address to use it.', // spec 03 §6
  'support.emailMissing': 'Private support needs an e-mail address. Set your e-mail address in your preferences.', // spec 03 §6
  'support.setEmail': 'Set e-mail address',
  'support.sendVerification': 'Send verification e-mail',
  'support.verificationSent': 'A new verification email has been sent',
  'support.upgradeForSupport':
    'The plan of this organization does not include private support. Upgrade the plan to get it.',
  'support.upgradePlan': 'Upgrade plan',
  'support.contactSupport': 'Ask for an upgrade on the support site',
  'support.createTicket': 'Create a ticket',
  'support.portal': 'Open the support portal',
  'support.community': 'Community forum',
  'support.forums': 'Ask the community in the forums',
  'support.docSearch': 'Search the documentation',
  'support.noResults': 'No matching documentation.',
  'support.featureRequests': 'Feature requests',
  'support.cc': 'CC (comma-separated e-mails)',
  'support.invalidCc': 'Invalid e-mail address: {emails}',
  'support.tooLong': '{field} can be at most {max} characters (this one has {count})',
  'support.attachments': 'Attachments',
  'support.removeFile': 'Remove {name}',
  'support.submit': 'Submit ticket',
  'support.cancel': 'Cancel',
  'support.done': 'Done',
  'support.ticketCreated': 'Ticket #{id} was created. We will reply by e-mail.',
  'support.notAttached': 'These files could not be attached and were left out: {files}', // spec 03 §8: invalid attachments are only logged
  'support.submitFailed': 'The ticket could not be submitted.',
  'support.uploadFailed': 'upload failed',
  'support.somethingWrong': 'Something went wrong', // spec 03 §8 ticket fields load failure
  'support.goBack': 'Go back',
} as const;
