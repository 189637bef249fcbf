/**
 * /devices/{uuid}/envvars and /devices/{uuid}/config (spec 02 §2 "Device area"): the device's own
 * variables (device-wide and per service, with the service name) next to the fleet value they
 * override, and every fleet variable of the device's services, ready to be overridden. The
 * configuration page lists the device type's schema with the fleet value and the device override.
 * Permissions per spec 02 §6: safe-operators and up create and update, operators, developers and
 * administrators delete; observers read only.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useFleetAccess } from '../../session/index.ts';
import { configVarsQuery, storedVariablesQuery } from '../../../api/variable/reads.ts';
import { useVariablesWritten } from '../../../api/variable/writes.ts';
import { deviceBasicsQuery } from '../../../api/device/reads.ts';
import { VariablesEditor } from '../components/variables-editor.tsx';
import { canonicalName } from '../domain/config-schema.ts';
import { scopeKey } from '../domain/name-rules.ts';
import { deviceScopes } from '../domain/precedence.ts';
import { rulesOf } from '../domain/rules-of.ts';
import { msg } from '../messages.ts';
import { PageFrame } from './page-frame.tsx';

function DeviceVariablesPage({ kind }: { kind: 'env' | 'config' }) {
  const { uuid = '' } = useParams();
  const variablesWritten = useVariablesWritten();
  const basics = useQuery(deviceBasicsQuery(uuid));
  const device = basics.data ?? undefined;
  const access = useFleetAccess(device ? { id: device.fleetId, organizationId: device.organizationId } : undefined);
  const enabled = device !== undefined;
  const own = useQuery({
    ...storedVariablesQuery(kind === 'env' ? 'device-env' : 'device-config', device?.id ?? 0),
    enabled,
  });
  const fleet = useQuery({
    ...storedVariablesQuery(kind === 'env' ? 'fleet-env' : 'fleet-config', device?.fleetId ?? 0),
    enabled,
  });
  const configVars = useQuery({ ...configVarsQuery(device?.deviceType ?? ''), enabled });
  // Fleet values by scope; configuration under the schema name, the current (BALENA_) spelling winning over RESIN_.
  const fleetValues = useMemo(() => {
    const schema = kind === 'config' && configVars.data ? rulesOf(configVars.data).schema : undefined;
    const values = new Map<string, string>();
    for (const v of fleet.data ?? []) {
      const name = canonicalName(v.name, schema);
      const key = scopeKey({ name, serviceId: v.serviceId });
      if (name === v.name || !values.has(key)) values.set(key, v.value);
    }
    return values;
  }, [fleet.data, configVars.data, kind]);
  const listed = useMemo(() => {
    if (!device || !fleet.data || !own.data) return [];
    const serviceIds = new Set(device.services.map((s) => s.id));
    const schemaNames =
      kind === 'config' && configVars.data
        ? Object.keys(rulesOf(configVars.data).schema.properties).map((name) => ({ name, serviceId: null }))
        : [];
    return deviceScopes([...fleet.data, ...schemaNames], own.data, serviceIds);
  }, [device, fleet.data, own.data, configVars.data, kind]);
  const resource = kind === 'env' ? 'device_environment_variable' : 'device_config_variable';
  const title = kind === 'env' ? msg('envVarsTitle') : msg('configTitle');
  const loading = basics.isPending || own.isPending || fleet.isPending || configVars.isPending || access.isPending;
  return (
    <PageFrame
      title={title}
      intro={kind === 'env' ? msg('deviceEnvVarsIntro') : msg('deviceConfigIntro')}
      error={basics.error ?? own.error ?? fleet.error ?? configVars.error}
      loading={loading}
    >
      {() => {
        if (!device || !own.data || !configVars.data) return null;
        const { rules, schema } = rulesOf(configVars.data);
        const services = device.services.map(({ id, name }) => ({ id, name }));
        return (
          <VariablesEditor
            kind={kind}
            level="device"
            target={
              kind === 'env'
                ? {
                    kind: 'deviceEnv',
                    deviceId: device.id,
                    installs: new Map(device.services.map((s) => [s.id, s.installId])),
                  }
                : { kind: 'deviceConfig', deviceId: device.id }
            }
            stored={own.data}
            fleetValues={fleetValues}
            listed={listed}
            services={kind === 'env' ? services : undefined}
            rules={rules}
            schema={kind === 'config' ? schema : undefined}
            can={{
              create: access.can(`${resource}.create`),
              update: access.can(`${resource}.update`),
              delete: access.can(`${resource}.delete`),
            }}
            onApplied={variablesWritten}
          />
        );
      }}
    </PageFrame>
  );
}

export const DeviceEnvVarsPage = () => <DeviceVariablesPage kind="env" />;
export const DeviceConfigPage = () => <DeviceVariablesPage kind="config" />;
