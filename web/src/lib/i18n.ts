/**
 * One translation function for the dashboard (DESIGN.md principle 15). English strings only for now;
 * texts quoted by the spec are verbatim and marked with their section. `{name}` placeholders are
 * filled from `params`; a missing key shows the key itself so it is easy to spot.
 */
const en = {
  'app.dashboard': '{deployment} dashboard',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.loading': 'Loading…',
  'common.copy': 'Copy',
  'common.copied': 'Copied to clipboard',
  'common.copyFailed': 'Could not copy to clipboard',
  'common.refresh': 'Refresh',
  'common.retry': 'Retry',
  'common.optional': '(optional)',
  'typedConfirm.label': 'Type {expected} to confirm',
  'typedConfirm.pasteBlocked': 'Pasting is disabled here: please type the text.',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'table.selectAll': 'Select all rows',
  'table.selectRow': 'Select row {row}',
  'table.columns': 'Columns',
  'table.empty': 'Nothing to show',
  'table.sortBy': 'Sort by {column}',
  // Shell (spec 01 §1–2)
  'shell.skipToContent': 'Skip to content',
  'shell.mainNav': 'Main navigation',
  'shell.openNav': 'Open navigation',
  'shell.closeNav': 'Close navigation',
  'shell.collapseNav': 'Collapse sidebar',
  'shell.expandNav': 'Expand sidebar',
  'shell.userMenu': 'User menu for {username}',
  'shell.copyUsername': 'Copy username',
  'shell.preferences': 'Preferences',
  'shell.admin': 'Admin',
  'shell.signOut': 'Sign out',
  'shell.help': 'Help and resources',
  'shell.changelog': "What's new",
  'shell.changelogNew': "What's new (new version available)",
  'shell.theme': 'Theme',
  'shell.theme.system': 'System theme',
  'shell.theme.light': 'Light theme',
  'shell.theme.dark': 'Dark theme',
  'ext.gettingStarted': 'Getting started',
  'ext.docs': 'Documentation',
  'ext.featureRequests': 'Feature requests',
  'ext.forums': 'Forums',
  'ext.help': 'Help',
  'ext.status': 'Status',
  'ext.hub': 'Hub',
  'nav.fleets': 'Fleets',
  'nav.apps': 'Apps',
  'nav.blocks': 'Blocks',
  'nav.orgs': 'Organizations',
  'nav.identityProvider': 'Identity provider',
  'nav.summary': 'Summary',
  'nav.members': 'Members',
  'nav.teams': 'Teams',
  'nav.billing': 'Billing',
  'nav.credits': 'Credits',
  'nav.alpha': 'Alpha',
  // Banners (spec 01 §1, §4, §8)
  'banner.outdated': 'The version of the dashboard you are viewing is out of date.',
  'banner.outdatedAction': 'Refresh',
  'banner.admin': 'You are using an admin account. Be careful: your actions affect other users.',
  'banner.region': 'Account notices',
  'banner.loginAs': 'You are logged in as {username} from an admin account.',
  'banner.loginAsReturn': 'Return to your admin account',
  'banner.emailMissing': 'Your account has no e-mail address. Add one to receive notifications and recover your account.',
  'banner.emailMissingAction': 'Add e-mail address',
  'banner.emailUnverified': 'Your e-mail address is not verified yet. Check your inbox for the verification link.',
  'banner.emailUnverifiedAction': 'Resend verification e-mail',
  'banner.staging': 'Staging deployment',
  // Cookie consent (spec 01 §1)
  'consent.title': 'Cookies',
  'consent.text': 'We use essential cookies to keep you signed in. With your consent we also use analytics cookies to improve the dashboard.',
  'consent.essentials': 'Essentials (required)',
  'consent.analytics': 'Analytics (optional)',
  'consent.acceptAll': 'Accept all',
  'consent.save': 'Save choices',
  'consent.essentialsOnly': 'Essentials only',
  // Changelog (spec 03 §4)
  'changelog.title': "What's new",
  'changelog.loading': 'Loading the changelog…',
  'changelog.failed': 'The changelog could not be loaded.',
  // Pages
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go home',
  'error.title': 'Something went wrong',
  'error.refresh': 'Refresh',
  'home.title': 'Fleets',
  'home.intro': 'Your organizations and their fleets.',
  'home.noOrgs': 'You are not a member of any organization yet.',
  'home.noFleets': 'No fleets in this organization yet.',
  'home.fleetCount': '{count} fleets',
  'home.fleetCountOne': '1 fleet',
  'home.manage': 'Manage organization',
  'home.moreFleets': 'and {count} more',
} as const;

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

/** Translates a key, filling `{name}` placeholders. */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
