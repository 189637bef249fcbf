/**
 * Delayed websocket close faults (faults/queries.ts): a
 * `socketClose` rule with `afterMs` > 0 lets the socket open and closes it later with its code.
 * Rules without a delay are applied by the fault interceptor before the handler runs.
 */
import type { CoreSocket } from '../../router.ts';
import type { World } from '../../world.ts';
import { socketFault } from '../../faults/index.ts';

/** Closes `socket` as a delayed socketClose fault rule for `path` says (no-op without one). */
export function applyDelayedSocketFault(world: World, socket: CoreSocket, path: string, uuid?: string): void {
  const fault = socketFault(world, path, uuid);
  if (!fault || fault.afterMs <= 0) return;
  const timer = setTimeout(() => socket.close(fault.code, fault.reason), fault.afterMs);
  socket.onClose(() => clearTimeout(timer));
}
