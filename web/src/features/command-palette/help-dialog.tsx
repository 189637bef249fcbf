/** The `?` overlay: every keyboard shortcut of the dashboard (shortcuts.ts), and the rule about typing. */
import { Fragment } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { t, type MessageKey } from '../../lib/i18n.ts';
import { SHORTCUTS } from './shortcuts.ts';
import './command-palette.css';

function Keys({ keys }: { keys: readonly string[] }) {
  const sequence = keys.length === 2 && keys[0] === 'g';
  return (
    <>
      {keys.map((k, i) => (
        <Fragment key={k}>
          {i > 0 ? (sequence ? ` ${t('palette.shortcut.then')} ` : ' + ') : null}
          <kbd>{k}</kbd>
        </Fragment>
      ))}
    </>
  );
}

export function HelpDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('palette.shortcuts')} isOpen onOpenChange={(open) => !open && onClose()} size="small">
      <dl className="shortcut-list">
        {SHORTCUTS.map((s) => (
          <Fragment key={s.keys.join(' ')}>
            <dt>
              <Keys keys={s.keys} />
              {'altKeys' in s ? (
                <>
                  {` ${t('palette.shortcut.or')} `}
                  <Keys keys={s.altKeys} />
                </>
              ) : null}
            </dt>
            <dd>{'text' in s ? s.text : t(s.label as MessageKey)}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="muted">{t('palette.shortcut.typing')}</p>
    </Dialog>
  );
}
