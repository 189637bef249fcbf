/**
 * Sidebar icons (lucide-react, tree-shaken per icon): chosen by the last segment of a menu item's
 * path, so the home, organization, member and team menus and the menus other features register
 * (fleet, device, release) all get one without each declaring it.
 */
import {
  AppWindow,
  Blocks,
  Boxes,
  Building2,
  Circle,
  Coins,
  Cpu,
  CreditCard,
  KeyRound,
  LayoutDashboard,
  MapPin,
  Package,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Stethoscope,
  Users,
  UsersRound,
  Variable,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const BY_SEGMENT: Readonly<Record<string, LucideIcon>> = {
  fleets: Boxes,
  apps: AppWindow,
  blocks: Blocks,
  orgs: Building2,
  'identity-provider': ShieldCheck,
  summary: LayoutDashboard,
  members: Users,
  teams: UsersRound,
  billing: CreditCard,
  credits: Coins,
  devices: Cpu,
  releases: Package,
  envvars: Variable,
  config: SlidersHorizontal,
  'api-keys': KeyRound,
  settings: Settings,
  actions: Zap,
  location: MapPin,
  diagnostics: Stethoscope,
};

/** The icon of a menu path (a neutral dot for paths without one). */
function iconFor(path: string): LucideIcon {
  const segment = path.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  return BY_SEGMENT[segment] ?? Circle;
}

export function SidebarIcon({ path }: { path: string }) {
  const Icon = iconFor(path);
  return <Icon size={18} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
