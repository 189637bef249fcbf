/**
 * Set or remove one environment variable on the devices selected in the devices list (beyond spec
 * 02; fleet operators ask for it): a form, then a staged preview per device coloured like the
 * variables page, then an apply with concurrency 10 reporting each device's result and the batch
 * message of spec 02 §4. Permissions: device variable create/update to set, delete to remove.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import {
  Button,
  Dialog,
  Form,
  FormField,
  FormSubmit,
  Skeleton,
  Table,
  column,
  toast,
  cx,
} from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { bulkStateQuery } from '../../../api/variable/overrides.ts';
import { configVarsQuery } from '../../../api/variable/reads.ts';
import { useVariablesWritten, writeVariable } from '../../../api/variable/writes.ts';
import { type ServiceRef } from '../../../api/variable/keys.ts';
import {
  bulkOutcomeToast,
  planBulk,
  type BulkDevice,
  type BulkOperation,
  type BulkPlanRow,
} from '../domain/bulk-plan.ts';
import { rulesOf } from '../domain/rules-of.ts';
import { runEach } from '../../../lib/batch.ts';
import { msg } from '../messages.ts';
import { bulkFormSchema, type BulkFormValues } from '../schemas/bulk-form.schema.ts';
import '../variables.css';
import { fleetBasicsQuery } from '../../../api/application/fleet.ts';

/** Devices written at once (the config application concurrency of spec 02 §9). */
const BULK_CONCURRENCY = 10;

interface Request {
  operation: BulkOperation;
  name: string;
  serviceId: number | null;
  value: string;
}

function Select({ name, label, children }: { name: keyof BulkFormValues; label: string; children: React.ReactNode }) {
  const { register, formState, getFieldState } = useFormContext<BulkFormValues>();
  const error = getFieldState(name, formState).error?.message;
  const id = `bulk-${name}`;
  return (
    <div className="vars-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...register(name)} aria-invalid={error ? true : undefined}>
        {children}
      </select>
      {error ? (
        <span className="vars-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function ValueField() {
  const { watch } = useFormContext<BulkFormValues>();
  return watch('operation') === 'set' ? <FormField name="value" label={msg('valueLabel')} autoComplete="off" /> : null;
}

function RequestForm({
  services,
  fleetId,
  onNext,
  onCancel,
  initial,
  canSet,
  canRemove,
}: {
  services: readonly ServiceRef[];
  fleetId: number;
  onNext: (r: Request) => void;
  onCancel: () => void;
  initial: BulkFormValues;
  canSet: boolean;
  canRemove: boolean;
}) {
  const basics = useQuery(fleetBasicsQuery(fleetId));
  const vars = useQuery({ ...configVarsQuery(basics.data?.deviceType ?? ''), enabled: basics.data != null });
  const schema = useMemo(
    () => (vars.data ? bulkFormSchema(rulesOf(vars.data).rules, new Set(services.map((s) => s.id))) : null),
    [vars.data, services],
  );
  if (!schema) return <Skeleton lines={3} />;
  return (
    <Form
      schema={schema}
      defaultValues={initial}
      mode="onChange"
      className="vars-form"
      aria-label={msg('bulkButton')}
      onSubmit={onNext}
    >
      <Select name="operation" label={msg('bulkOperation')}>
        {canSet ? <option value="set">{msg('bulkSet')}</option> : null}
        {canRemove ? <option value="remove">{msg('bulkRemove')}</option> : null}
      </Select>
      <FormField name="name" label={msg('nameLabel')} autoComplete="off" autoFocus />
      <Select name="serviceId" label={msg('serviceLabel')}>
        <option value="">{msg('allServices')}</option>
        {services.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </Select>
      <ValueField />
      <div className="dialog-actions">
        <Button onClick={onCancel}>{msg('cancel')}</Button>
        <FormSubmit>{msg('bulkPreview')}</FormSubmit>
      </div>
    </Form>
  );
}

const CHANGE_CLASS: Partial<Record<BulkPlanRow['change']['op'], string>> = {
  add: 'vars-row-added',
  update: 'vars-row-updated',
  delete: 'vars-row-deleted',
};

function changeText(row: BulkPlanRow): string {
  switch (row.change.op) {
    case 'add':
      return `${msg('stateAdded')}: ${row.change.value}`;
    case 'update':
      return `${msg('stateUpdated')}: ${row.current ?? ''} → ${row.change.value}`;
    case 'delete':
      return msg('stateDeleted');
    case 'serviceMissing':
      return msg('serviceNotFound');
    default:
      return msg('bulkNoChange');
  }
}

function Preview({
  devices,
  request,
  onBack,
  onDone,
}: {
  devices: readonly BulkDevice[];
  request: Request;
  onBack: () => void;
  onDone: () => void;
}) {
  const variablesWritten = useVariablesWritten();
  const ids = useMemo(() => devices.map((d) => d.id), [devices]);
  const state = useQuery(bulkStateQuery(ids, request.name, request.serviceId));
  const [results, setResults] = useState<Map<number, string | null> | null>(null);
  const [applying, setApplying] = useState(false);
  // The plan as applied: the refetch after applying must not rewrite the changes shown next to the results.
  const [applied, setApplied] = useState<BulkPlanRow[] | null>(null);
  if (state.error) return <p role="alert">{errorText(state.error) ?? msg('loadFailed')}</p>;
  if (!state.data) return <Skeleton lines={devices.length > 5 ? 5 : devices.length} />;
  const { stored, installs } = state.data;
  const plan =
    applied ??
    planBulk(devices, request.operation, request.value, stored, request.serviceId === null ? null : installs);
  const work = plan.filter((r) => r.change.op !== 'none');
  const apply = async () => {
    setApplied(plan);
    setApplying(true);
    const outcomes = await runEach(
      work,
      (row) => {
        const c = row.change;
        if (c.op === 'serviceMissing') return Promise.reject(new Error(msg('serviceNotFound')));
        const target = { kind: 'deviceEnv' as const, deviceId: row.device.id, installs };
        const base = { name: request.name, serviceId: request.serviceId };
        if (c.op === 'delete') return writeVariable(target, { ...base, op: 'delete', value: '', id: c.id });
        if (c.op === 'add' || c.op === 'update')
          return writeVariable(target, { ...base, op: c.op, value: c.value, id: c.op === 'update' ? c.id : undefined });
        return Promise.resolve();
      },
      BULK_CONCURRENCY,
    );
    const next = new Map<number, string | null>();
    for (const o of outcomes) next.set(o.item.device.id, o.ok ? null : (errorText(o.error) ?? String(o.error)));
    setResults(next);
    setApplying(false);
    const errors = [...next.values()].filter((e): e is string => e !== null);
    toast.show(bulkOutcomeToast(work.length, errors));
    await variablesWritten();
  };
  return (
    <>
      <Table
        label={msg('bulkPreview')}
        className="vars-table"
        data={plan}
        columns={[
          column<BulkPlanRow>('device', msg('bulkDevice'), (row) => row.device.name),
          column<BulkPlanRow>('change', msg('bulkChange'), (row) => changeText(row)),
          ...(results
            ? [
                column<BulkPlanRow>('result', msg('bulkResult'), (row) => {
                  const result = results.get(row.device.id);
                  return result === undefined ? (
                    msg('bulkNoChange')
                  ) : result === null ? (
                    msg('bulkOk')
                  ) : (
                    <span className="vars-row-error">{result}</span>
                  );
                }),
              ]
            : []),
        ]}
        getRowId={(row) => String(row.device.id)}
        getRowProps={(row) => ({
          className: cx(CHANGE_CLASS[row.change.op]) || undefined,
          'data-device': row.device.name,
          'data-change': row.change.op,
        })}
      />
      <div className="dialog-actions">
        {results ? (
          <Button variant="primary" onClick={onDone}>
            {msg('ok')}
          </Button>
        ) : (
          <>
            <Button onClick={onBack} disabled={applying}>
              {msg('back')}
            </Button>
            <Button variant="primary" pending={applying} disabled={work.length === 0} onClick={() => void apply()}>
              {work.length === 1 ? msg('bulkApplyOne') : msg('bulkApply', { count: work.length })}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

export interface BulkVariablesProps {
  fleetId: number;
  devices: readonly BulkDevice[];
  access: Pick<FleetAccess, 'can'>;
}

/** The "Variables" button of the devices list's bulk bar and its dialog. */
export function BulkVariables({ fleetId, devices, access }: BulkVariablesProps) {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<Request | null>(null);
  // What the form last submitted: going back from the preview reopens the form with it.
  const [draft, setDraft] = useState<Request | null>(null);
  const basics = useQuery({ ...fleetBasicsQuery(fleetId), enabled: open });
  const canSet = access.can('device_environment_variable.create') && access.can('device_environment_variable.update');
  const canRemove = access.can('device_environment_variable.delete');
  if (!canSet && !canRemove) return null;
  const close = () => {
    setOpen(false);
    setRequest(null);
    setDraft(null);
  };
  const next = (r: Request) => {
    setDraft(r);
    setRequest(r);
  };
  const initial: BulkFormValues = draft
    ? {
        operation: draft.operation,
        name: draft.name,
        serviceId: draft.serviceId === null ? '' : String(draft.serviceId),
        value: draft.value,
      }
    : { operation: canSet ? 'set' : 'remove', name: '', serviceId: '', value: '' };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-action="variables">
        {msg('bulkButton')}
      </Button>
      <Dialog
        title={devices.length === 1 ? msg('bulkTitleOne') : msg('bulkTitle', { count: devices.length })}
        isOpen={open}
        onOpenChange={(o) => !o && close()}
        size="large"
      >
        {!basics.data ? (
          <Skeleton lines={3} />
        ) : request ? (
          <Preview devices={devices} request={request} onBack={() => setRequest(null)} onDone={close} />
        ) : (
          <RequestForm
            fleetId={fleetId}
            services={basics.data.services}
            initial={initial}
            canSet={canSet}
            canRemove={canRemove}
            onNext={next}
            onCancel={close}
          />
        )}
      </Dialog>
    </>
  );
}
