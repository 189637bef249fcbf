/** The session and token the panel acts with, and that session's reads. */
import { panelReads, useAdminToken, usePanelSession } from '../../../api/mock-admin.ts';

export function usePanel() {
  const session = usePanelSession();
  const token = useAdminToken();
  return { session, token, reads: panelReads(session, token) };
}

/** The text of a failed admin call. */
export const panelErrorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
