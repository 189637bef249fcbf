/** The support feature's public surface: the support side drawer. */
export { SupportDrawer } from './components/support-drawer.tsx';
