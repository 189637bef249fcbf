/**
 * Modal dialog on react-aria-components (focus trap, Escape, focus return, `aria-labelledby` from the
 * heading). Controlled: the caller owns `isOpen`.
 */
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { IconButton } from './button.tsx';
import { cx } from './cx.ts';
import { t } from '../../lib/i18n.ts';

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** Footer buttons. */
  actions?: ReactNode;
  /** Click outside / Escape closes (default true; false while something runs). */
  isDismissable?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  actions,
  isDismissable = true,
  size = 'medium',
  role = 'dialog',
}: DialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={cx('modal', `modal-${size}`)}>
        <AriaDialog className="dialog" role={role}>
          <header className="dialog-header">
            <Heading slot="title" level={2} className="dialog-title">
              {title}
            </Heading>
            {isDismissable ? (
              <IconButton label={t('common.close')} icon="×" onClick={() => onOpenChange(false)} />
            ) : null}
          </header>
          <div className="dialog-body">{children}</div>
          {actions ? <footer className="dialog-actions">{actions}</footer> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
