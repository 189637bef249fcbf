/**
 * The fleet page's row action that opens the device-override dialog (spec 02 §2: "A device-override
 * dialog lists device-level overrides"; configuration "with custom variables and device-level
 * overrides"). A stored fleet variable offers it, and so does every setting of the configuration
 * schema: devices commonly override a setting the fleet leaves at its default (local mode, for one).
 */
import { Button } from '../../../components/ui/index.ts';
import type { VarScope } from '../domain/name-rules.ts';
import { msg } from '../messages.ts';
import type { EditorRow } from './variables-table.tsx';

/** Whether a fleet row can have device overrides worth listing. */
const offersDeviceOverrides = (row: EditorRow): boolean => row.storedValue !== undefined || row.entry !== undefined;

export function DeviceOverridesButton({ row, onOpen }: { row: EditorRow; onOpen: (scope: VarScope) => void }) {
  if (!offersDeviceOverrides(row)) return null;
  const label = row.serviceId === null ? row.name : `${row.name} (${row.serviceName})`;
  return (
    <Button
      variant="ghost"
      aria-label={msg('deviceOverridesNamed', { name: label })}
      onClick={() => onOpen({ name: row.name, serviceId: row.serviceId })}
    >
      {msg('deviceOverrides')}
    </Button>
  );
}
