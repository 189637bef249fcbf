/** Copies a value to the clipboard and confirms with a success toast (or a danger toast on failure). */
import { IconButton } from './button.tsx';
import { toast } from './toast.ts';
import { t } from '../../lib/i18n.ts';

export interface CopyButtonProps {
  value: string;
  /** Accessible name, e.g. "Copy username". */
  label?: string;
}

/** Writes text to the clipboard; resolves false when the browser refuses. */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

export function CopyButton({ value, label = t('common.copy') }: CopyButtonProps) {
  return (
    <IconButton
      label={label}
      icon="⧉"
      onClick={async () => {
        const ok = await copyText(value);
        toast.show(ok ? { kind: 'success', text: t('common.copied'), id: 'copy' } : { kind: 'danger', text: t('common.copyFailed'), id: 'copy' });
      }}
    />
  );
}
