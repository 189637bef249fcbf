/**
 * Confirmations: ConfirmDialog (leaving, deleting, revoking — spec 01 §4) and TypedConfirmDialog
 * (dangerous actions confirmed by typing a text, e.g. the sso identifier, spec 01 §5). In the typed
 * variant pasting and dropping text are blocked and the button is enabled only on the exact text.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { t } from '../../lib/i18n.ts';

export interface ConfirmDialogProps {
  title: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs on confirm; the dialog closes when it resolves and stays open (buttons re-enabled) when it throws. */
  onConfirm: () => void | Promise<void>;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

function usePendingConfirm(
  onConfirm: ConfirmDialogProps['onConfirm'],
  onOpenChange: ConfirmDialogProps['onOpenChange'],
) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the error (toast); the dialog stays open for another try.
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

export function ConfirmDialog({
  title,
  isOpen,
  onOpenChange,
  onConfirm,
  children,
  confirmLabel = t('common.confirm'),
  cancelLabel = t('common.cancel'),
  danger = false,
}: ConfirmDialogProps) {
  const { pending, run } = usePendingConfirm(onConfirm, onOpenChange);
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!pending}
      size="small"
      role="alertdialog"
      actions={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} pending={pending} onClick={() => void run()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/**
 * A ConfirmDialog for one item picked from a list: open while `item` is set, `onClose` clears it.
 * `onConfirm` gets the item; when it throws, `onFailed` reports the error and the dialog stays open.
 */
export function ItemConfirmDialog<T>({
  item,
  onClose,
  onConfirm,
  onFailed,
  ...props
}: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange' | 'onConfirm'> & {
  item: T | null;
  onClose: () => void;
  onConfirm: (item: T) => Promise<void>;
  onFailed?: (error: unknown) => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      isOpen={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onConfirm={async () => {
        if (item === null) return;
        try {
          await onConfirm(item);
        } catch (error) {
          onFailed?.(error);
          throw error;
        }
      }}
    />
  );
}

export interface TypedConfirmDialogProps extends ConfirmDialogProps {
  /** The exact text the user must type. */
  expected: string;
}

/** True only when the typed text equals the expected one exactly (case and spaces count). */
export const typedConfirmationMatches = (typed: string, expected: string): boolean =>
  expected !== '' && typed === expected;

export function TypedConfirmDialog({ expected, children, danger = true, ...props }: TypedConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const { pending, run } = usePendingConfirm(props.onConfirm, props.onOpenChange);
  const id = useId();
  useEffect(() => {
    if (!props.isOpen) {
      setTyped('');
      setPasteBlocked(false);
    }
  }, [props.isOpen]);
  const enabled = typedConfirmationMatches(typed, expected);
  return (
    <Dialog
      title={props.title}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      isDismissable={!pending}
      size="small"
      role="alertdialog"
      actions={
        <>
          <Button onClick={() => props.onOpenChange(false)} disabled={pending}>
            {props.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            pending={pending}
            disabled={!enabled}
            onClick={() => void run()}
          >
            {props.confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      {children}
      <div className="field">
        <label htmlFor={id}>{t('typedConfirm.label', { expected })}</label>
        <input
          id={id}
          className="input"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={pasteBlocked ? `${id}-paste` : undefined}
          onChange={(e) => setTyped(e.target.value)}
          onPaste={(e) => {
            e.preventDefault();
            setPasteBlocked(true);
          }}
          onDrop={(e) => e.preventDefault()}
        />
        {pasteBlocked ? (
          <p id={`${id}-paste`} className="field-description" role="status">
            {t('typedConfirm.pasteBlocked')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
