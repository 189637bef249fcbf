/**
 * /fleets/{id}/api-keys (spec 02 §2 "api-keys … holds provisioning keys"): the fleet's provisioning
 * keys with name, description, creation and expiry; create (name required, optional description and
 * a future expiry) shows the key once with a copy button; revoke after a confirmation. Shown to roles
 * that may update the fleet or add devices to it, the same the API lets create and revoke keys.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { z } from 'zod';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  Dialog,
  PageState,
  Table,
  TextField,
  column,
  fieldProps,
  toast,
  useZodForm,
} from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useFleetAccess } from '../../session/index.ts';
import { provisioningKeysQuery, useCreateProvisioningKey, useRevokeProvisioningKey } from '../../../api/keys.ts';
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

/** The new key form: the first problem of `newKeyProblem` on its field, judged at `now()`. */
export const newKeySchema = (now: () => number) =>
  z.object({ name: z.string(), description: z.string(), expiry: z.string() }).superRefine((v, ctx) => {
    const problem = newKeyProblem(v.name, v.expiry, now());
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.text });
  });

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
  const form = useZodForm(newKeySchema(Date.now), { name: '', description: '', expiry: '' });
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const submit = form.handleSubmit(async ({ name, description, expiry }) => {
    try {
      const key = await create.mutateAsync({
        name: name.trim(),
        description: description.trim(),
        expiryDate: expiry ? new Date(expiry).toISOString() : null,
      });
      setCreated(String(key));
      form.reset();
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    }
  });
  type KeyRow = NonNullable<typeof keys.data>[number];
  const columns = [
    column<KeyRow>('name', msg('colName'), (k) => k.name ?? msg('unnamed')),
    column<KeyRow>('description', msg('colDescription'), (k) => k.description ?? ''),
    column<KeyRow>('created', msg('colCreated'), (k) => formatDate(k.created_at)),
    column<KeyRow>('expiry', msg('colExpiry'), (k) => (k.expiry_date ? formatDate(k.expiry_date) : msg('never'))),
    column<KeyRow>('actions', msg('colActions'), (k) => {
      const keyName = k.name ?? msg('unnamed');
      return (
        <Button
          variant="ghost"
          aria-label={msg('revokeKey', { name: keyName })}
          onClick={() => setRevoking({ id: k.id, name: keyName })}
        >
          {msg('revoke')}
        </Button>
      );
    }),
  ];
  return (
    <PageState
      title={msg('keysTitle')}
      description={msg('keysIntro')}
      error={fleet.error ?? keys.error}
      loading={!ctx || access.isPending || (canManage && keys.isPending)}
    >
      {() =>
        !canManage ? (
          <Banner kind="info">{msg('unauthorizedKeys')}</Banner>
        ) : (
          <div className="access-page">
            <Card title={msg('createKey')}>
              <form className="inline-row" aria-label={msg('createKey')} noValidate onSubmit={(e) => void submit(e)}>
                <TextField label={msg('keyName')} {...fieldProps(form, 'name')} />
                <TextField label={msg('keyDescription')} optional {...fieldProps(form, 'description')} />
                <TextField label={msg('keyExpiry')} optional type="datetime-local" {...fieldProps(form, 'expiry')} />
                <Button type="submit" variant="primary" disabled={create.isPending}>
                  {msg('createKey')}
                </Button>
              </form>
            </Card>
            {keys.data && keys.data.length === 0 ? (
              <p className="muted">{msg('noKeys')}</p>
            ) : (
              <Table label={msg('keysTitle')} data={keys.data ?? []} columns={columns} getRowId={(k) => String(k.id)} />
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
