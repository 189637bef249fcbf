/** External links of the header (spec 01 §1), the changelog link and the cookie settings, in one menu. */
import { Menu, type MenuItemDef } from '../../components/ui/menu.tsx';
import { config } from '../../config.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';
import { reopenConsent } from '../../features/consent/index.ts';

const LINKS: ReadonlyArray<[keyof typeof config.externalUrls, MessageKey]> = [
  ['gettingStarted', 'ext.gettingStarted'],
  ['docs', 'ext.docs'],
  ['featureRequests', 'ext.featureRequests'],
  ['forums', 'ext.forums'],
  ['help', 'ext.help'],
  ['status', 'ext.status'],
  ['hub', 'ext.hub'],
];

export function HelpMenu({ onChangelog }: { onChangelog: () => void }) {
  const items: MenuItemDef[] = [
    ...LINKS.map(([key, label]) => ({ id: key, label: t(label), href: config.externalUrls[key], external: true })),
    { id: 'changelog', label: t('shell.changelog'), onAction: onChangelog, separatorBefore: true },
    { id: 'cookies', label: t('consent.settings'), onAction: reopenConsent },
  ];
  return (
    <Menu
      label={t('shell.help')}
      triggerLabel={t('shell.help')}
      trigger={<span aria-hidden="true">?</span>}
      items={items}
      triggerClassName="icon-button"
    />
  );
}
