/**
 * Tooltip on react-aria-components: shown on hover and keyboard focus, dismissed with Escape. The
 * child must be a focusable element with an interactive role. A disabled button cannot take focus,
 * so with `wrapDisabled` a disabled child stays focusable and announced as unavailable instead
 * (`aria-disabled`, activation swallowed), which keeps its reason reachable from the keyboard.
 */
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { cloneElement, type JSX, type MouseEvent, type ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button); react-aria gives it the trigger's focus and hover handlers. */
  children: JSX.Element;
  /** The child may be a disabled button: keep it focusable (aria-disabled) so the reason can be read. */
  wrapDisabled?: boolean;
  delay?: number;
}

/** Hover delay before a tooltip shows. */
const TOOLTIP_DELAY_MS = 500;

/** A swallowed click: no handler runs and a submit button does not submit its form. */
function swallow(e: MouseEvent) {
  e.preventDefault();
  e.stopPropagation();
}

/** The disabled child as a focusable control that announces itself unavailable and does nothing. */
function focusableWhenDisabled(child: JSX.Element): JSX.Element {
  if (!(child.props as { disabled?: boolean }).disabled) return child;
  return cloneElement(child, { disabled: false, 'aria-disabled': true, onClick: swallow });
}

export function Tooltip({ content, children, wrapDisabled = false, delay = TOOLTIP_DELAY_MS }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      <Focusable>{wrapDisabled ? focusableWhenDisabled(children) : children}</Focusable>
      <AriaTooltip className="tooltip" offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
