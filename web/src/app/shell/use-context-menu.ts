/**
 * The menu of the context the user is in (spec 01 §2 "Sidebars by context"), read once for the sidebar
 * and the command palette: the navigation context of the address and its sidebar items. Menus that
 * learn the user's access after the navigation (the fleet and device pages) ask for a re-render.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { navigationContext, type NavigationContext } from '../../lib/navigation-context.ts';
import { sidebarMenu, sidebarMenusVersion, subscribeSidebarMenus, type NavItem } from '../../lib/sidebar-menus.ts';
import { useSidebarOptions } from './use-sidebar-options.ts';

export function useContextMenu(): { context: NavigationContext; items: NavItem[] } {
  const { pathname } = useLocation();
  useSyncExternalStore(subscribeSidebarMenus, sidebarMenusVersion);
  const context = navigationContext(pathname);
  return { context, items: sidebarMenu(context, useSidebarOptions(context)) };
}
