/**
 * Public surface of the mock control panel: the `/__mock/ui/*` page, the shell's header button and
 * drawer host, and the toggle the `m` shortcut calls. Everything behind them (the detection, the
 * admin client, the panel) loads in chunks of its own, so the /login bundle stays as it was.
 */
import { createElement, lazy, Suspense } from 'react';
export { toggleMockPanel } from './panel-store.ts';

const control = () => import('./components/panel-control.tsx');
const LazyButton = /* @__PURE__ */ lazy(() => control().then((m) => ({ default: m.MockPanelButton })));
const LazyHost = /* @__PURE__ */ lazy(() => control().then((m) => ({ default: m.MockPanelHost })));

/** The header's button; renders nothing unless the API is fleetmock. */
export function MockPanelButton() {
  return createElement(Suspense, { fallback: null }, createElement(LazyButton));
}

/** The drawer, while it is open (and only on fleetmock). */
export function MockPanelHost() {
  return createElement(Suspense, { fallback: null }, createElement(LazyHost));
}

/**
 * The `/__mock/ui/` page (the panel on its own; the mock serves the dashboard there). The router
 * reaches it through a dynamic import of this index, so not even this module joins the /login bundle.
 */
export const loadMockPanelPage = () => import('./components/panel-page.tsx');
