/**
 * Create a fleet, app or block (spec 02 §2 "Other dialogs", §5 "Fleet creation and edits"): the name
 * rules in order with their exact messages, an organization among those the user administers, a
 * device type (discontinued ones hidden unless a box is checked) and suggested names. The create
 * button stays disabled while the name is invalid or the device type missing. On success the new
 * fleet opens; a name the API refuses shows under the name input, other server errors above the
 * buttons (lib/errors.ts rules).
 */
import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Form, FormField, FormSubmit } from '../../../components/ui/form.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import type { UseFormReturn } from 'react-hook-form';
import { errorText, isApiError } from '../../../lib/errors.ts';
import { fleetNameMessageFromApi } from '../../../../../shared/fleet-name.ts';
import { deviceTypesQuery, isDiscontinued } from '../../../api/os.ts';
import { DEVICE_TYPE_REFRESH_MS } from '../constants.ts';
import { DEFAULT_DEVICE_TYPE } from '../constants.ts';
import { fleetPath, type FleetClass } from '../fleet-class.ts';
import { MSG } from '../messages.ts';
import { createFleetSchema, type CreateFleetValues } from '../schemas/fleet-name.schema.ts';
import { suggestName } from '../suggest-name.ts';
import { administeredOrgsQuery, type AdministeredOrganization } from '../../../api/organization/organizations.ts';
import { orgFleetNamesQuery } from '../../../api/application/lists.ts';
import { useCreateFleet } from '../../../api/application/writes.ts';

export interface CreateFleetDialogProps {
  fleetClass: FleetClass;
  userId: number;
  /** Preselected organization (the org-scoped lists). */
  orgId?: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselected device type (a deploy link's), when the catalogue offers it. */
  defaultDeviceType?: string;
  /** Called with the new fleet's id and name once it exists; awaited before navigating to it. */
  onCreated?: (fleetId: number, name: string) => void | Promise<void>;
}

/**
 * The text to show under the name input when the API refused `name`: the spec's message for the API's
 * answer (its length rule, its character check, or 409 unique for a taken name); null for any other
 * failure (shown as the form's alert).
 */
function nameRejection(error: unknown, name: string, type: string): string | null {
  if (!isApiError(error)) return null;
  const text = errorText(error);
  return text === null ? null : fleetNameMessageFromApi(error.status, text, name, type);
}

function CreateFleetForm({
  fleetClass,
  orgs,
  initialOrg,
  onDone,
  preferredType = DEFAULT_DEVICE_TYPE,
  onCreated,
}: {
  fleetClass: FleetClass;
  orgs: AdministeredOrganization[];
  initialOrg: number;
  onDone: () => void;
  preferredType?: string;
  onCreated?: (fleetId: number, name: string) => void | Promise<void>;
}) {
  const createFleet = useCreateFleet();
  const navigate = useNavigate();
  const [orgId, setOrgId] = useState(initialOrg);
  const [showDiscontinued, setShowDiscontinued] = useState(false);
  const names = useQuery(orgFleetNamesQuery(orgId));
  const deviceTypes = useQuery({
    ...deviceTypesQuery(),
    refetchInterval: DEVICE_TYPE_REFRESH_MS,
    staleTime: DEVICE_TYPE_REFRESH_MS,
  });
  const namesRef = useRef<readonly string[]>([]);
  namesRef.current = (names.data ?? []).map((r) => r.name);
  const schema = useMemo(() => createFleetSchema(() => namesRef.current, fleetClass), [fleetClass]);
  const typeOptions = (deviceTypes.data ?? [])
    .filter((dt) => showDiscontinued || !isDiscontinued(dt))
    .map((dt) => ({ id: dt.slug, label: dt.name }));
  const defaultType =
    [preferredType, DEFAULT_DEVICE_TYPE].find((slug) => deviceTypes.data?.some((dt) => dt.slug === slug)) ?? '';

  const submit = async (
    values: CreateFleetValues,
    form: UseFormReturn<CreateFleetValues, unknown, CreateFleetValues>,
  ) => {
    let created: Awaited<ReturnType<typeof createFleet.mutateAsync>>;
    try {
      created = await createFleet.mutateAsync({
        input: {
          name: values.name,
          organization: Number(values.organization),
          deviceType: values.deviceType,
          fleetClass,
        },
        texts: MSG,
      });
    } catch (error) {
      // The API refuses a name the organization's list did not catch (another tab, a race) with a
      // name rule or a uniqueness answer: that text goes under the name input (spec 02 §5).
      const text = nameRejection(error, values.name, fleetClass);
      if (text === null) throw error;
      // useCreateFleet reads the organization's names again for the next checks.
      form.setError('name', { type: 'server', message: text }, { shouldFocus: true });
      return;
    }
    await onCreated?.(created.id, values.name);
    onDone();
    await navigate(fleetPath({ id: created.id, is_of__class: created.is_of__class }));
  };

  if (deviceTypes.isPending) return <Skeleton lines={4} />;
  if (deviceTypes.error) return <p role="alert">{errorText(deviceTypes.error)}</p>;
  return (
    <Form
      schema={schema}
      mode="onChange"
      defaultValues={{ name: '', organization: String(initialOrg), deviceType: defaultType }}
      onSubmit={submit}
      aria-label={MSG.create[fleetClass]}
    >
      {(form) => (
        <div className="dialog-stack">
          <div className="inline-row">
            <FormField name="name" label={MSG.nameLabel} autoFocus autoComplete="off" />
            <Button
              onClick={() =>
                form.setValue('name', suggestName(namesRef.current) ?? '', { shouldValidate: true, shouldDirty: true })
              }
            >
              {MSG.suggestName}
            </Button>
          </div>
          <Select
            label={MSG.organizationLabel}
            options={orgs.map((o) => ({ id: String(o.id), label: o.name }))}
            selectedKey={String(orgId)}
            onSelectionChange={(key) => {
              setOrgId(Number(key));
              form.setValue('organization', key, { shouldValidate: true });
            }}
          />
          <Select
            label={MSG.deviceTypeLabel}
            options={typeOptions}
            selectedKey={form.watch('deviceType') || null}
            errorMessage={form.formState.errors.deviceType?.message}
            onSelectionChange={(key) => form.setValue('deviceType', key, { shouldValidate: true })}
          />
          <Checkbox checked={showDiscontinued} onChange={(e) => setShowDiscontinued(e.target.checked)}>
            {MSG.showDiscontinued}
          </Checkbox>
          <div className="dialog-actions">
            <Button onClick={onDone}>{MSG.cancel}</Button>
            <FormSubmit disabled={!form.formState.isValid || names.isPending}>{MSG.create[fleetClass]}</FormSubmit>
          </div>
        </div>
      )}
    </Form>
  );
}

export function CreateFleetDialog({
  fleetClass,
  userId,
  orgId,
  isOpen,
  onOpenChange,
  defaultDeviceType,
  onCreated,
}: CreateFleetDialogProps) {
  const orgs = useQuery({ ...administeredOrgsQuery(userId), enabled: isOpen });
  const list = orgs.data ?? [];
  const initialOrg = orgId !== undefined && list.some((o) => o.id === orgId) ? orgId : list[0]?.id;
  return (
    <Dialog title={MSG.create[fleetClass]} isOpen={isOpen} onOpenChange={onOpenChange}>
      {orgs.isPending ? <Skeleton lines={3} /> : null}
      {orgs.error ? <p role="alert">{errorText(orgs.error)}</p> : null}
      {orgs.data && initialOrg === undefined ? <p>{MSG.noAdminOrganizations}</p> : null}
      {initialOrg !== undefined ? (
        <CreateFleetForm
          fleetClass={fleetClass}
          orgs={list}
          initialOrg={initialOrg}
          preferredType={defaultDeviceType}
          onCreated={onCreated}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}
