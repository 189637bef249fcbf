import { toast } from '../../components/ui/index.ts';
import { errorText } from '../../lib/errors.ts';

/** Runs a settings call and toasts its outcome: `success` when it resolves, the error text when it throws; resolves whether it succeeded. */
export async function withSettingsToast(call: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await call();
    toast.show({ kind: 'success', text: success });
    return true;
  } catch (error) {
    toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    return false;
  }
}
