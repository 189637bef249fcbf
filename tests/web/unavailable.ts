/**
 * Whether a control is unavailable to the user: natively disabled, or `aria-disabled` (a disabled
 * control that stays focusable so its reason's tooltip can be reached from the keyboard).
 */
export function isUnavailable(el: Element): boolean {
  return (el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true';
}
