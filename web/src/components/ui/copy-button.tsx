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

/** Two overlapping sheets, drawn with the current colour (a font glyph such as ⧉ is missing from many system fonts). */
function CopyIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      focusable="false"
    >
      <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" />
      <path d="M3.5 10.5h-1a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

export function CopyButton({ value, label = t('common.copy') }: CopyButtonProps) {
  return (
    <IconButton
      label={label}
      icon={<CopyIcon />}
      onClick={async () => {
        const ok = await copyText(value);
        toast.show(
          ok
            ? { kind: 'success', text: t('common.copied'), id: 'copy' }
            : { kind: 'danger', text: t('common.copyFailed'), id: 'copy' },
        );
      }}
    />
  );
}
