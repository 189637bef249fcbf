/**
 * The control panel in a drawer beside the dashboard's page. Not modal: the page stays usable, so a
 * request made there shows in the panel's journal as it happens. Focus moves into the drawer when it
 * opens and back to where it was when it closes; Escape inside it closes it. While it is open the
 * page leaves room for it on wide screens (`mock-panel-open` on the document's root).
 */
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';
import { MockPanel } from './mock-panel.tsx';

export default function MockPanelDrawer({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    document.documentElement.classList.add('mock-panel-open');
    return () => {
      document.documentElement.classList.remove('mock-panel-open');
      before?.focus?.();
    };
  }, []);
  return (
    <aside
      ref={ref}
      className="mock-panel-drawer"
      aria-labelledby="mock-panel-drawer-title"
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <header className="mock-panel-drawer-header">
        <h2 id="mock-panel-drawer-title">{MSG.title}</h2>
        <Button variant="ghost" onClick={onClose}>
          {MSG.close}
        </Button>
      </header>
      <MockPanel />
    </aside>
  );
}
