/**
 * The expand control of the device summary's logs and terminal panels (spec 02 §2 "summary: …
 * logs, terminal, expandable"): a toggle button that grows the panel's view to most of the window
 * height and back. The log list and the terminal follow their container's size, so they simply
 * show more rows.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/index.ts';
import { msg } from '../messages.ts';

/** Whether the panel is expanded, and its toggle button (named after the panel). */
export function useExpandToggle(panelName: string) {
  const [expanded, setExpanded] = useState(false);
  const toggle = (
    <Button variant="ghost" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
      {msg(expanded ? 'collapsePanel' : 'expandPanel', { name: panelName })}
    </Button>
  );
  return { expanded, toggle };
}
