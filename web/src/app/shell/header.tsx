/**
 * The header (spec 01 §1): brand (staging stripes, experimental colour), the drawer button on small
 * screens, the command palette's button, the support drawer's button, help menu with the external
 * and changelog links, theme switch, user menu; on fleetmock, the mock control panel's button. Below the medium breakpoint the palette and support
 * buttons show an icon, their text staying their accessible name, and the brand is cut first.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SupportDrawer } from '../../features/support/index.ts';
import { PaletteButton } from '../../features/command-palette/index.ts';
import { MockPanelButton } from '../../features/mock-panel/index.ts';
import { IconButton } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { config } from '../../config.ts';
import { t } from '../../lib/i18n.ts';
import { HelpMenu } from './help-menu.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { UserMenu } from './user-menu.tsx';

export interface HeaderProps {
  headerColor: string | null;
  isMobile: boolean;
  onOpenDrawer: () => void;
  onChangelog: () => void;
}

export function Header({ headerColor, isMobile, onOpenDrawer, onChangelog }: HeaderProps) {
  const [supportOpen, setSupportOpen] = useState(false);
  return (
    <header className="app-header" style={headerColor ? { background: headerColor, color: '#fff' } : undefined}>
      {isMobile ? <IconButton label={t('shell.openNav')} icon="☰" onClick={onOpenDrawer} /> : null}
      <Link to="/" className="brand">
        {config.deploymentName}
      </Link>
      {config.isStaging ? <Badge tone="warning">{t('banner.staging')}</Badge> : null}
      <div className="app-header-actions">
        <PaletteButton />
        <MockPanelButton />
        <Button variant="ghost" onClick={() => setSupportOpen(true)} aria-haspopup="dialog">
          <span aria-hidden="true" className="header-action-icon">
            ✉
          </span>
          <span className="header-action-label">{t('shell.support')}</span>
        </Button>
        <HelpMenu onChangelog={onChangelog} />
        <ThemeMenu />
        <UserMenu />
      </div>
      <SupportDrawer isOpen={supportOpen} onClose={() => setSupportOpen(false)} />
    </header>
  );
}
