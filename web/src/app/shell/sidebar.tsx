/**
 * The sidebar (spec 01 §2): the menu of the current context, collapsible between 220 and 56 px,
 * with the changelog button (and its bubble, spec 03 §4). Below the medium breakpoint it becomes a
 * drawer opened from the header.
 */
import { NavLink } from 'react-router';
import { ChevronsLeft, ChevronsRight, Sparkles } from 'lucide-react';
import { SidebarIcon } from './sidebar-icons.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cx } from '../../components/ui/cx.ts';
import { t } from '../../lib/i18n.ts';
import { useContextMenu } from './use-context-menu.ts';

/** Sidebar widths (spec 01 §9). */
const SIDEBAR_WIDTH_PX = 220;
const SIDEBAR_COLLAPSED_WIDTH_PX = 56;

export interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  changelogBubble: boolean;
  onChangelog: () => void;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

export function Sidebar({ collapsed, onToggleCollapsed, changelogBubble, onChangelog, onNavigate }: SidebarProps) {
  const { items } = useContextMenu();
  return (
    <nav
      aria-label={t('shell.mainNav')}
      className={cx('sidebar', collapsed && 'sidebar-collapsed')}
      style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX }}
    >
      <ul className="sidebar-list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className="sidebar-link"
              onClick={onNavigate}
              title={collapsed ? t(item.label) : undefined}
            >
              <span className="sidebar-icon" aria-hidden="true">
                <SidebarIcon path={item.to} />
              </span>
              <span className={collapsed ? 'visually-hidden' : 'sidebar-label'}>{t(item.label)}</span>
              {item.badge && !collapsed ? <Badge tone="info">{t(item.badge)}</Badge> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="sidebar-footer">
        <button
          type="button"
          className="sidebar-link sidebar-button"
          onClick={onChangelog}
          aria-label={changelogBubble ? t('shell.changelogNew') : t('shell.changelog')}
        >
          <span className="sidebar-icon" aria-hidden="true">
            <Sparkles size={18} aria-hidden="true" focusable="false" />
            {changelogBubble ? <span className="bubble" /> : null}
          </span>
          <span className={collapsed ? 'visually-hidden' : 'sidebar-label'} aria-hidden="true">
            {t('shell.changelog')}
          </span>
        </button>
        {onToggleCollapsed ? (
          <button
            type="button"
            className="sidebar-link sidebar-button"
            onClick={onToggleCollapsed}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('shell.expandNav') : t('shell.collapseNav')}
          >
            <span className="sidebar-icon" aria-hidden="true">
              {collapsed ? (
                <ChevronsRight size={18} aria-hidden="true" focusable="false" />
              ) : (
                <ChevronsLeft size={18} aria-hidden="true" focusable="false" />
              )}
            </span>
          </button>
        ) : null}
      </div>
    </nav>
  );
}
