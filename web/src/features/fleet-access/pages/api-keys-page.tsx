/**
 * /fleets/{id}/api-keys (spec 02 §2 "api-keys … holds provisioning keys"): the fleet's provisioning
 * keys with name, description, creation and expiry; create (name required, optional description and
 * a future expiry) shows the key once with a copy button; revoke after a confirmation. Shown to roles
 * that may update the fleet or add devices to it, the same the API lets create and revoke keys.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  Dialog,
  PageState,
  TextField,
  toast,
} from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useFleetAccess } from '../../session/index.ts';
import {
  provisioningKeysQuery,
  useCreateProvisioningKey,
  useRevokeProvisioningKey,
} from '../../../api/fleet-access.ts';
import { msg } from '../messages.ts';
import { fleetAccessContextQuery } from '../../../api/application/fleet.ts';

/** The first problem of a new key's fields, or null (the expiry, yyyy-MM-dd'T'HH:mm, must be in the future). */
export function newKeyProblem(
  name: string,
  expiry: string,
  now: number,
): { field: 'name' | 'expiry'; text: string } | null {
  if (!name.trim()) return { field: 'name', text: msg('keyNameRequired') };
  if (expiry && !(new Date(expiry).getTime() > now)) return { field: 'expiry', text: msg('keyExpiryPast') };
  return null;
}

export default function ApiKeysPage() {
  const fleetId = Number(useParams().fleetId);
  const fleet = useQuery(fleetAccessContextQuery(fleetId));
  const ctx = fleet.data ?? undefined;
  const access = useFleetAccess(ctx ? { id: fleetId, organizationId: ctx.organization.id } : undefined);
  const canManage = access.can('application.update') || access.can('device.create');
  const keys = useQuery({
    ...provisioningKeysQuery(fleetId, ctx?.actorId ?? 0),
    enabled: ctx?.actorId != null && canManage,
  });
  const create = useCreateProvisioningKey(fleetId);
  const revoke = useRevokeProvisioningKey(fleetId);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [expiry, setExpiry] = useState('');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const problem = newKeyProblem(name, expiry, Date.now());
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    try {
      const key = await create.mutateAsync({
        name: name.trim(),
        description: description.trim(),
        expiryDate: expiry ? new Date(expiry).toISOString() : null,
      });
      setCreated(String(key));
      setName('');
      setDescription('');
      setExpiry('');
      setTouched(false);
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    }
  };
  return (
    <PageState
      title={msg('keysTitle')}
      description={msg('keysIntro')}
      error={fleet.error ?? keys.error}
      loading={!ctx || access.isPending || (canManage && keys.isPending)}
    >
      {() =>
        !canManage ? (
          <Banner kind="info">{msg('unauthorizedMembers')}</Banner>
        ) : (
          <div className="access-page">
            <Card title={msg('createKey')}>
              <form
                className="inline-row"
                aria-label={msg('createKey')}
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <TextField
                  label={msg('keyName')}
                  value={name}
                  errorMessage={touched && problem?.field === 'name' ? problem.text : undefined}
                  onChange={(e) => setName(e.target.value)}
                />
                <TextField
                  label={msg('keyDescription')}
                  optional
                  value={description}
                  onChange={(e) => setDescription(e.target.value)}
                />
                <TextField
                  label={msg('keyExpiry')}
                  optional
                  type="datetime-local"
                  value={expiry}
                  errorMessage={touched && problem?.field === 'expiry' ? problem.text : undefined}
                  onChange={(e) => setExpiry(e.target.value)}
                />
                <Button type="submit" variant="primary" disabled={create.isPending}>
                  {msg('createKey')}
                </Button>
              </form>
            </Card>
            {keys.data && keys.data.length === 0 ? (
              <p className="muted">{msg('noKeys')}</p>
            ) : (
              <table className="data-table" aria-label={msg('keysTitle')}>
                <thead>
                  <tr>
                    <th scope="col">{msg('colName')}</th>
                    <th scope="col">{msg('colDescription')}</th>
                    <th scope="col">{msg('colCreated')}</th>
                    <th scope="col">{msg('colExpiry')}</th>
                    <th scope="col">{msg('colActions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(keys.data ?? []).map((k) => {
                    const keyName = k.name ?? msg('unnamed');
                    return (
                      <tr key={k.id}>
                        <td>{keyName}</td>
                        <td>{k.description ?? ''}</td>
                        <td>{formatDate(k.created_at)}</td>
                        <td>{k.expiry_date ? formatDate(k.expiry_date) : msg('never')}</td>
                        <td>
                          <Button
                            variant="ghost"
                            aria-label={msg('revokeKey', { name: keyName })}
                            onClick={() => setRevoking({ id: k.id, name: keyName })}
                          >
                            {msg('revoke')}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <Dialog
              title={msg('keyCreatedTitle')}
              isOpen={created !== null}
              onOpenChange={(open) => !open && setCreated(null)}
              actions={
                <Button variant="primary" onClick={() => setCreated(null)}>
                  {msg('done')}
                </Button>
              }
            >
              <p>{msg('keyCreatedBody')}</p>
              <div className="inline-row">
                <code aria-label={msg('keyLabel')}>{created}</code>
                <CopyButton value={created ?? ''} />
              </div>
            </Dialog>
            <ConfirmDialog
              isOpen={revoking !== null}
              onOpenChange={(open) => !open && setRevoking(null)}
              danger
              title={msg('revokeKeyTitle', { name: revoking?.name ?? '' })}
              confirmLabel={msg('revoke')}
              onConfirm={async () => {
                if (!revoking) return;
                try {
                  await revoke.mutateAsync(revoking.id);
                  toast.show({ kind: 'success', text: msg('keyRevoked') });
                } catch (error) {
                  toast.show({ kind: 'danger', text: errorText(error) ?? '' });
                }
              }}
            >
              <p>{msg('revokeKeyBody')}</p>
            </ConfirmDialog>
          </div>
        )
      }
    </PageState>
  );
}
