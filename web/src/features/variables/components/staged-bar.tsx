/**
 * The sticky bar of staged variable changes (spec 02 §2, §4): the count, revert-all behind a
 * confirmation and apply-all.
 */
import { useState } from 'react';
import { Button, ConfirmDialog } from '../../../components/ui/index.ts';
import { msg } from '../messages.ts';

export function StagedBar({
  count,
  applying,
  onRevertAll,
  onApplyAll,
}: {
  count: number;
  applying: boolean;
  onRevertAll: () => void;
  onApplyAll: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (count === 0) return null;
  return (
    <section className="vars-bar" aria-label={msg('pendingCount', { count })}>
      <span className="vars-bar-count" role="status">
        {count === 1 ? msg('pendingCountOne') : msg('pendingCount', { count })}
      </span>
      <Button onClick={() => setConfirming(true)} disabled={applying}>
        {msg('revertAll')}
      </Button>
      <Button variant="primary" pending={applying} onClick={onApplyAll}>
        {msg('applyAll')}
      </Button>
      <ConfirmDialog
        title={msg('revertTitle')}
        isOpen={confirming}
        onOpenChange={setConfirming}
        confirmLabel={msg('revertAll')}
        danger
        onConfirm={onRevertAll}
      >
        <p>{msg('revertText')}</p>
      </ConfirmDialog>
    </section>
  );
}
