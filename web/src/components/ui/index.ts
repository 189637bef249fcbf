/** The design system every page builds on. See README.md for the choices behind it. */
export { Button, type ButtonProps, type ButtonVariant, type IconButtonProps } from './button.tsx';
export { Link, type LinkProps } from './link.tsx';
export { TextField, PasswordField, type TextFieldProps } from './text-field.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { Select, type SelectOption, type SelectProps } from './select.tsx';
export { Switch, type SwitchProps } from './switch.tsx';
export {
  Form,
  FormField,
  FormCheckbox,
  FormSubmit,
  fieldProps,
  useZodForm,
  type FormProps,
  type FormFieldProps,
} from './form.tsx';
export { FormAlert, FormSuccess } from './form-alert.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export {
  ConfirmDialog,
  TypedConfirmDialog,
  type ConfirmDialogProps,
  type TypedConfirmDialogProps,
} from './confirm-dialog.tsx';
export { Menu, type MenuItemDef, type MenuProps } from './menu.tsx';
export { Tooltip, type TooltipProps } from './tooltip.tsx';
export { Tabs, type TabDef, type TabsProps } from './tabs.tsx';
export { Card, PageHeader, EmptyState, type CardProps } from './card.tsx';
export { Badge, TagChip, type Tone, type TagChipProps } from './badge.tsx';
export { Banner, type BannerKind, type BannerProps } from './banner.tsx';
export { toast, type Toast, type ToastInput, type ToastKind, type ToastStore } from './toast.ts';
export { Table, VIRTUALIZE_AFTER_ROWS, column, type ColumnOptions, type TableProps } from './table.tsx';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region.tsx';
export { useRowSelection, tableSelection, BulkBar, BulkAction, type RowSelection } from './selection.tsx';
export { PageState, type PageStateProps } from './page-state.tsx';
export { Skeleton, Spinner, ProgressBar, type ProgressBarProps, type SpinnerProps } from './feedback.tsx';
export { CopyButton, copyText, type CopyButtonProps } from './copy-button.tsx';
export { useDocumentTitle } from './use-document-title.ts';
export { cx } from './cx.ts';
