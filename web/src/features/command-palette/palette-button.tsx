/** The header's button that opens the command palette (with its shortcut shown on wide screens). */
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../lib/i18n.ts';
import { openPalette } from './palette-store.ts';

export function PaletteButton() {
  return (
    <Button
      variant="ghost"
      className="palette-button"
      onClick={openPalette}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      title={t('palette.open')}
    >
      <span aria-hidden="true" className="header-action-icon">
        ⌕
      </span>
      <span className="header-action-label">{t('palette.button')}</span>
      <kbd className="header-action-keys" aria-hidden="true">
        {t('palette.keys')}
      </kbd>
    </Button>
  );
}
