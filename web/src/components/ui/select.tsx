/** Single-choice select (react-aria-components Select: listbox popover, typeahead, labels). */
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { Key, ReactNode } from 'react';

export interface SelectOption {
  id: string;
  label: string;
  /** Listed but not selectable. */
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  description?: ReactNode;
  errorMessage?: string;
  placeholder?: string;
  isDisabled?: boolean;
  name?: string;
}

export function Select({
  label,
  options,
  description,
  errorMessage,
  onSelectionChange,
  selectedKey,
  defaultSelectedKey,
  placeholder,
  isDisabled,
  name,
}: SelectProps) {
  return (
    <AriaSelect
      className="field"
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelectionChange?.(String(key));
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.id)}
      isInvalid={Boolean(errorMessage)}
      name={name}
    >
      <Label>{label}</Label>
      <Button className="button button-secondary select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{errorMessage}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem className="listbox-item" id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
