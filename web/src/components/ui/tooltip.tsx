/**
 * Tooltip on react-aria-components: shown on hover and keyboard focus, dismissed with Escape. The
 * child must be focusable; for a disabled control pass `wrapDisabled` so the reason stays reachable.
 */
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
  /** Wraps the child in a focusable span (disabled buttons cannot take focus). */
  wrapDisabled?: boolean;
  delay?: number;
}

/** Hover delay before a tooltip shows. */
const TOOLTIP_DELAY_MS = 500;

export function Tooltip({ content, children, wrapDisabled = false, delay = TOOLTIP_DELAY_MS }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      <Focusable>
        {wrapDisabled ? (
          <span tabIndex={0} className="tooltip-anchor">
            {children}
          </span>
        ) : (
          children
        )}
      </Focusable>
      <AriaTooltip className="tooltip" offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
