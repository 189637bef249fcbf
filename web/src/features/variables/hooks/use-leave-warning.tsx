/**
 * The leave-page warning of unsaved staged changes (spec 02 §2: "changes not saved, click OK to
 * proceed", on browser unload and on navigation). In-app navigation is held by the router's blocker
 * and confirmed in a dialog; closing or reloading the tab gets the browser's own prompt.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button, Dialog } from '../../../components/ui/index.ts';
import { msg } from '../messages.ts';

function useLeaveWarning(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show this text; current ones show their own wording.
      e.returnValue = msg('leaveWarning');
      return msg('leaveWarning');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}

/** Asks before leaving the page while changes are staged. */
export function LeaveWarning({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveWarning(dirty);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      title={msg('leaveTitle')}
      isOpen={blocked}
      role="alertdialog"
      size="small"
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      actions={
        <>
          <Button onClick={() => blocker.reset?.()}>{msg('cancel')}</Button>
          <Button variant="primary" onClick={() => blocker.proceed?.()}>
            {msg('ok')}
          </Button>
        </>
      }
    >
      <p>{msg('leaveWarning')}</p>
    </Dialog>
  );
}
