/**
 * /fleets/{id}/envvars and /fleets/{id}/config (spec 02 §2 "Fleet configuration"): fleet-wide and
 * per-service variables, or configuration variables from the device type's schema plus custom
 * ones; stored rows and configuration settings open the device-override dialog. Permissions per
 * spec 02 §6: fleet variables for safe-developers and up (delete: developers and administrators),
 * fleet config variables for developers and administrators; observers read only.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useFleetAccess } from '../../session/index.ts';
import { configVarsQuery, storedVariablesQuery } from '../../../api/variable/reads.ts';
import { useVariablesWritten } from '../../../api/variable/writes.ts';
import { VariablesEditor } from '../components/variables-editor.tsx';
import { OverridesDialog } from '../components/overrides-dialog.tsx';
import { DeviceOverridesButton } from '../components/device-overrides-button.tsx';
import { rulesOf } from '../domain/rules-of.ts';
import { msg } from '../messages.ts';
import { PageFrame } from './page-frame.tsx';
import type { VarScope } from '../domain/name-rules.ts';
import { fleetBasicsQuery } from '../../../api/application/fleet.ts';

function FleetVariablesPage({ kind }: { kind: 'env' | 'config' }) {
  const fleetId = Number(useParams().fleetId);
  const variablesWritten = useVariablesWritten();
  const basics = useQuery(fleetBasicsQuery(fleetId));
  const fleet = basics.data ?? undefined;
  const access = useFleetAccess(fleet ? { id: fleetId, organizationId: fleet.organizationId } : undefined);
  const vars = useQuery(storedVariablesQuery(kind === 'env' ? 'fleet-env' : 'fleet-config', fleetId));
  const configVars = useQuery({ ...configVarsQuery(fleet?.deviceType ?? ''), enabled: fleet !== undefined });
  const [overrides, setOverrides] = useState<VarScope | null>(null);
  const resource = kind === 'env' ? 'application_environment_variable' : 'application_config_variable';
  const title = kind === 'env' ? msg('envVarsTitle') : msg('configTitle');
  const loading = basics.isPending || vars.isPending || configVars.isPending || access.isPending;
  return (
    <PageFrame
      title={title}
      intro={kind === 'env' ? msg('fleetEnvVarsIntro') : msg('fleetConfigIntro')}
      error={basics.error ?? vars.error ?? configVars.error}
      loading={loading}
    >
      {() => {
        if (!fleet || !vars.data || !configVars.data) return null;
        const { rules, schema } = rulesOf(configVars.data);
        return (
          <>
            <VariablesEditor
              kind={kind}
              level="fleet"
              target={kind === 'env' ? { kind: 'fleetEnv', fleetId } : { kind: 'fleetConfig', fleetId }}
              stored={vars.data}
              listed={
                kind === 'config'
                  ? Object.keys(schema.properties).map((name) => ({ name, serviceId: null }))
                  : undefined
              }
              services={kind === 'env' ? fleet.services : undefined}
              rules={rules}
              schema={kind === 'config' ? schema : undefined}
              can={{
                create: access.can(`${resource}.create`),
                update: access.can(`${resource}.update`),
                delete: access.can(`${resource}.delete`),
              }}
              onApplied={variablesWritten}
              rowExtra={(row) => <DeviceOverridesButton row={row} onOpen={setOverrides} />}
            />
            {overrides ? (
              <OverridesDialog
                fleetId={fleetId}
                kind={kind}
                name={overrides.name}
                serviceId={overrides.serviceId}
                onClose={() => setOverrides(null)}
              />
            ) : null}
          </>
        );
      }}
    </PageFrame>
  );
}

export const FleetEnvVarsPage = () => <FleetVariablesPage kind="env" />;
export const FleetConfigPage = () => <FleetVariablesPage kind="config" />;
