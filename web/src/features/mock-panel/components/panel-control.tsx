/**
 * The shell's way into the panel: a header button, shown only when the API is fleetmock (its admin
 * API answers, or asks for its token; a real API never does), and the drawer it opens. The drawer
 * and the panel load in their own chunk on first open.
 */
import { lazy, Suspense } from 'react';
import { useMockDetected } from '../../../api/mock-detect.ts';
import { Button } from '../../../components/ui/index.ts';
import { setMockPanelOpen, toggleMockPanel, useMockPanelOpen } from '../panel-store.ts';

const MockPanelDrawer = /* @__PURE__ */ lazy(() => import('./panel-drawer.tsx'));
/** The button's text (here, not in the panel's table, so the shell does not load the panel's texts). */
const OPEN_LABEL = 'Mock panel';

export function MockPanelButton() {
  const available = useMockDetected();
  const open = useMockPanelOpen();
  if (!available) return null;
  return (
    <Button variant="ghost" onClick={toggleMockPanel} aria-expanded={open} aria-keyshortcuts="m">
      <span aria-hidden="true" className="header-action-icon">
        ⚙
      </span>
      <span className="header-action-label">{OPEN_LABEL}</span>
    </Button>
  );
}

export function MockPanelHost() {
  const open = useMockPanelOpen();
  const available = useMockDetected();
  if (!open || !available) return null;
  return (
    <Suspense fallback={null}>
      <MockPanelDrawer onClose={() => setMockPanelOpen(false)} />
    </Suspense>
  );
}
