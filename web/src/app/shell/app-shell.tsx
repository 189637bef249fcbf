/**
 * The signed-in frame (spec 01 §1–2): header, account banners, context sidebar (collapsible, or a
 * drawer below the medium breakpoint), main content, the changelog dialog (auto-open rule and
 * bubble, spec 03 §4) and the keyboard layer (command palette, shortcuts). Loaded lazily so sign-in pages do not pay for it.
 */
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../components/ui/cx.ts';
import { BillingBanners } from '../../features/billing/index.ts';
import { ChangelogDialog, useChangelog } from '../../features/changelog/index.ts';
import { CommandPalette } from '../../features/command-palette/index.ts';
import { MockPanelHost, toggleMockPanel } from '../../features/mock-panel/index.ts';
import { CreditBanners } from '../../features/credits/index.ts';
import { useExperimental } from '../../features/experimental/index.ts';
import { registerFleetMenus } from '../../features/fleets/index.ts';
import { contextName, useContextData } from '../../features/session/index.ts';
import { config } from '../../config.ts';
import { t } from '../../lib/i18n.ts';
import { AccountBanners } from './account-banners.tsx';
import { showsBanners } from './banner-exceptions.ts';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';
import { BELOW_MEDIUM_QUERY, useMediaQuery } from './use-media-query.ts';
import { useContextSync } from './use-context-sync.ts';
import { useContextMenu } from './use-context-menu.ts';
import { AriaRouting } from '../layouts/aria-routing.tsx';

/** Remembers the collapsed sidebar between visits. */
export const SIDEBAR_COLLAPSED_KEY = 'fleetmock:sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

// Fleet, app, block, device and release menus (spec 01 §2 "Sidebars by context").
registerFleetMenus();

export default function AppShell() {
  useContextSync();
  const location = useLocation();
  const experimental = useExperimental();
  const changelog = useChangelog();
  const isMobile = useMediaQuery(BELOW_MEDIUM_QUERY);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      /* storage blocked */
    }
  };
  const openChangelog = () => {
    setDrawerOpen(false);
    changelog.open();
  };
  // The palette lists the pages of the context the user is in, as the sidebar does.
  const menu = useContextMenu();
  const contextData = useContextData();
  const here =
    menu.context.kind === 'home'
      ? undefined
      : {
          scope: menu.context.kind,
          name: contextName(contextData, menu.context),
          pages: menu.items.map((item) => ({ to: item.to, label: t(item.label) })),
        };
  const sidebarProps = { changelogBubble: changelog.bubble, onChangelog: openChangelog };
  return (
    <AriaRouting>
      <div className={cx('shell', (config.isStaging || experimental.showNavigationStripes) && 'shell-stripes')}>
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        <Header
          headerColor={experimental.headerColor}
          isMobile={isMobile}
          onOpenDrawer={() => setDrawerOpen(true)}
          onChangelog={openChangelog}
        />
        {showsBanners(location.pathname) ? (
          <>
            <AccountBanners />
            <BillingBanners />
            <CreditBanners />
          </>
        ) : null}
        <div className="shell-body">
          {isMobile ? null : <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} {...sidebarProps} />}
          <main id="main" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        {isMobile ? (
          <ModalOverlay className="modal-overlay" isOpen={drawerOpen} onOpenChange={setDrawerOpen} isDismissable>
            <Modal className="drawer">
              <Dialog aria-label={t('shell.mainNav')} className="drawer-dialog">
                <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} {...sidebarProps} />
              </Dialog>
            </Modal>
          </ModalOverlay>
        ) : null}
        {/* `m` toggles the panel; the host renders it only where the API is fleetmock. */}
        <CommandPalette onMockPanel={toggleMockPanel} here={here} />
        <MockPanelHost />
        {changelog.isOpen ? (
          <Suspense fallback={null}>
            <ChangelogDialog isOpen onClose={changelog.close} />
          </Suspense>
        ) : null}
      </div>
    </AriaRouting>
  );
}
