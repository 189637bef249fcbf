/**
 * Dropdown menu on react-aria-components (arrow keys, typeahead, Escape, focus return). Items either
 * run an action or navigate (`href`, through the router provider in app/providers.tsx).
 */
import {
  Button,
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Selection,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface MenuItemDef {
  id: string;
  label: ReactNode;
  /** Plain-text name for typeahead when `label` is not a string. */
  textValue?: string;
  onAction?: () => void;
  href?: string;
  /** Opens `href` in a new tab (external links). */
  external?: boolean;
  isDisabled?: boolean;
  /** Draws a separator before this item. */
  separatorBefore?: boolean;
}

export interface MenuProps {
  /** Trigger content; `triggerLabel` names it when it is only an icon. */
  trigger: ReactNode;
  triggerLabel?: string;
  items: readonly MenuItemDef[];
  /** Accessible name of the menu itself. */
  label: string;
  placement?: 'bottom start' | 'bottom end' | 'right top';
  triggerClassName?: string;
  /** Checkable menu: radio-like (theme) or checkbox-like (column visibility). */
  selectionMode?: 'single' | 'multiple';
  selectedKeys?: Iterable<string>;
  onSelectionChange?: (keys: Set<string>) => void;
}

export function Menu({
  trigger,
  triggerLabel,
  items,
  label,
  placement = 'bottom end',
  triggerClassName,
  selectionMode,
  selectedKeys,
  onSelectionChange,
}: MenuProps) {
  return (
    <MenuTrigger>
      <Button className={cx('button button-ghost', triggerClassName)} aria-label={triggerLabel}>
        {trigger}
      </Button>
      <Popover className="popover" placement={placement}>
        <AriaMenu
          className="menu"
          aria-label={label}
          selectionMode={selectionMode}
          selectedKeys={selectedKeys}
          onSelectionChange={(keys: Selection) => {
            if (keys !== 'all') onSelectionChange?.(new Set([...keys].map(String)));
          }}
        >
          {items.flatMap((item) => {
            const node = (
              <MenuItem
                key={item.id}
                id={item.id}
                className="menu-item"
                textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : item.id)}
                onAction={item.onAction}
                href={item.href}
                target={item.external ? '_blank' : undefined}
                rel={item.external ? 'noopener noreferrer' : undefined}
                isDisabled={item.isDisabled}
              >
                {item.label}
              </MenuItem>
            );
            return item.separatorBefore
              ? [<Separator key={`${item.id}-sep`} className="menu-separator" />, node]
              : [node];
          })}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
