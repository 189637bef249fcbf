/** On/off switch (react-aria-components Switch: role="switch", keyboard and focus handling). */
import { Switch as AriaSwitch } from 'react-aria-components';
import type { ReactNode } from 'react';

export interface SwitchProps {
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  isDisabled?: boolean;
}

export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch className="switch" {...props}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      {children}
    </AriaSwitch>
  );
}
