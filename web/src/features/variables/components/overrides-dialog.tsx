/**
 * The device-override dialog of a fleet variable (spec 02 §2 "A device-override dialog lists
 * device-level overrides, with page size 5"): devices of the fleet with their own value, paged.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, Dialog, Skeleton, Table, column } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { routes } from '../../../lib/paths.ts';
import { overridesQuery, OVERRIDES_PAGE_SIZE } from '../../../api/variable/overrides.ts';
import { spellingsOf } from '../domain/config-schema.ts';
import { msg } from '../messages.ts';

export interface OverridesDialogProps {
  fleetId: number;
  kind: 'env' | 'config';
  name: string;
  serviceId: number | null;
  onClose: () => void;
}

export function OverridesDialog({ fleetId, kind, name, serviceId, onClose }: OverridesDialogProps) {
  const [page, setPage] = useState(0);
  const names = useMemo(() => (kind === 'config' ? spellingsOf(name) : [name]), [kind, name]);
  const { data, error, isPending } = useQuery(overridesQuery(fleetId, kind, names, serviceId, page));
  const pages = data ? Math.max(1, Math.ceil(data.total / OVERRIDES_PAGE_SIZE)) : 1;
  type Override = NonNullable<typeof data>['rows'][number];
  return (
    <Dialog title={msg('deviceOverridesNamed', { name })} isOpen onOpenChange={(open) => !open && onClose()}>
      {isPending ? <Skeleton lines={5} /> : null}
      {error ? <p role="alert">{errorText(error) ?? msg('loadFailed')}</p> : null}
      {data && data.total === 0 ? <p className="muted">{msg('noDeviceOverrides')}</p> : null}
      {data && data.total > 0 ? (
        <>
          <Table
            label={msg('deviceOverridesNamed', { name })}
            className="vars-table"
            data={data.rows}
            columns={[
              column<Override>('device', msg('bulkDevice'), (r) => (
                <Link
                  className="link"
                  to={
                    kind === 'config'
                      ? routes.device(r.deviceUuid).configuration()
                      : routes.device(r.deviceUuid).variables()
                  }
                >
                  {r.deviceName || r.deviceUuid.slice(0, 7)}
                </Link>
              )),
              column<Override>('value', msg('colValue'), (r) => r.value, { className: 'vars-value' }),
            ]}
            getRowId={(r) => String(r.id)}
          />
          <nav className="vars-pager" aria-label={msg('deviceOverrides')}>
            <Button disabled={page === 0} onClick={() => setPage((p) => p - 1)} aria-label={msg('previousPage')}>
              ‹
            </Button>
            <span>{msg('pageOf', { page: page + 1, pages })}</span>
            <Button disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)} aria-label={msg('nextPage')}>
              ›
            </Button>
          </nav>
        </>
      ) : null}
    </Dialog>
  );
}
