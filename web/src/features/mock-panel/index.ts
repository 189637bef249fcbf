/**
 * Public surface of the mock control panel: the `/__mock/ui/*` page route, the shell's header button
 * and drawer host, and the toggle the `m` shortcut calls. The panel itself loads lazily.
 */
import type { RouteObject } from 'react-router';
export { MockPanelButton, MockPanelHost, useMockPanelAvailable } from './components/panel-control.tsx';
export { toggleMockPanel } from './panel-store.ts';

/** `/__mock/ui/` and below: the panel on its own page (the mock serves the dashboard there). */
export const mockPanelRoutes: RouteObject[] = [
  { path: '/__mock/ui/*', lazy: async () => ({ Component: (await import('./components/panel-page.tsx')).default }) },
];
