/** A list of fleets, apps or blocks as links (member and team pages), with an empty state. */
import { Link } from '../../../components/ui/link.tsx';
import { routes } from '../../../lib/paths.ts';
import { MSG } from '../messages.ts';
import type { FleetClass } from '../../../../../shared/fleet-class.ts';

export function FleetLinks({
  label,
  fleets,
  empty = MSG.fleetsEmpty,
}: {
  label: string;
  fleets: ReadonlyArray<{ id: number; name: string; fleetClass: FleetClass }>;
  empty?: string;
}) {
  if (fleets.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="org-card-list" aria-label={label} tabIndex={0}>
      {fleets.map((f) => (
        <li key={f.id}>
          <Link to={routes.fleet(f.id, f.fleetClass).summary()}>{f.name}</Link>
        </li>
      ))}
    </ul>
  );
}
