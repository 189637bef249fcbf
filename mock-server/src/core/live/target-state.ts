/**
 * Supervisor target state of a device (contract getDeviceTargetStateV2/V3, TargetState; spec 02 §7
 * "getSupervisorTargetState(uuid, version 2 if supervisor older than 13.0.0, else 3)"): the device's
 * name and config variables, its fleet and target release (pinned, else the fleet's), and each
 * service's image and merged environment (fleet < service < device < device-service) and labels.
 */
import type { World } from '../world.ts';
import type { StoredRow } from '../store/rows.ts';

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function vars(world: World, resource: string, field: string, id: number | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (id === undefined || !world.store.resources.has(resource)) return out;
  for (const v of world.store.find(resource, field, id)) out[String(v.name)] = String(v.value);
  return out;
}

interface ServiceState {
  id: number;
  name: string;
  imageId: number;
  image: string;
  environment: Record<string, string>;
  labels: Record<string, string>;
}

/** The services of a release; without a device (fleet state) only fleet and service variables apply. */
function services(
  world: World,
  device: StoredRow<'device'> | undefined,
  release: StoredRow<'release'>,
  appId: number,
): ServiceState[] {
  const appEnv = vars(world, 'application_environment_variable', 'application', appId);
  const deviceEnv = vars(world, 'device_environment_variable', 'device', device?.id);
  const installs = device ? world.store.find('service_install', 'device', device.id) : [];
  return world.store
    .find('release_image', 'is_part_of__release', release.id)
    .map((ri) => world.store.get('image', fk(ri.image) ?? -1))
    .filter((img) => img !== undefined)
    .map((img) => {
      const service = world.store.get('service', fk(img.is_a_build_of__service) ?? -1);
      const serviceId = service?.id ?? -1;
      const install = installs.find((si) => fk(si.installs__service) === serviceId);
      const labels: Record<string, string> = {};
      for (const l of world.store.find('service_label', 'service', serviceId))
        labels[String(l.label_name)] = String(l.value);
      return {
        id: serviceId,
        name: String(service?.service_name ?? 'main'),
        imageId: img.id,
        image: String(img.is_stored_at__image_location),
        environment: {
          ...appEnv,
          ...vars(world, 'service_environment_variable', 'service', serviceId),
          ...deviceEnv,
          ...vars(world, 'device_service_environment_variable', 'service_install', install?.id),
        },
        labels,
      };
    });
}

/** The supervisor's poll interval floor in the cloud, in ms (see `supervisorConfig`). */
const MIN_SUPERVISOR_POLL_INTERVAL_MS = 900_000;

/**
 * The config a supervisor receives: fleet config variables overridden by the device's, without
 * `BALENA_UI_*`/`RESIN_UI_*` and `RESIN_HOST_LOG_TO_DISPLAY`, the poll interval raised to the floor and
 * the native logger on unless set (open-balena-api src/features/device-state/state-get-utils.ts getConfig,
 * setMinPollInterval; the cloud's floor of 900000 ms and `RESIN_SUPERVISOR_NATIVE_LOGGER: 'true'` are
 * what balena-sdk's integration tests read from the cloud).
 */
export function supervisorConfig(world: World, appId: number | undefined, deviceId?: number): Record<string, string> {
  const config: Record<string, string> = {
    ...vars(world, 'application_config_variable', 'application', appId),
    ...vars(world, 'device_config_variable', 'device', deviceId),
  };
  for (const name of Object.keys(config)) if (/^(BALENA|RESIN)_UI/.test(name)) delete config[name];
  delete config.RESIN_HOST_LOG_TO_DISPLAY;
  const poll = Number.parseInt(config.RESIN_SUPERVISOR_POLL_INTERVAL ?? '0', 10);
  config.RESIN_SUPERVISOR_POLL_INTERVAL = String(
    Math.max(Number.isNaN(poll) ? 0 : poll, MIN_SUPERVISOR_POLL_INTERVAL_MS),
  );
  config.RESIN_SUPERVISOR_NATIVE_LOGGER ??= 'true';
  return config;
}

function context(world: World, device: StoredRow<'device'>) {
  const appId = fk(device.belongs_to__application);
  const app = appId === undefined ? undefined : world.store.get('application', appId);
  const releaseId = fk(device.is_pinned_on__release) ?? fk(app?.should_be_running__release);
  const release = releaseId === undefined ? undefined : world.store.get('release', releaseId);
  return { app, release, config: supervisorConfig(world, appId, device.id), name: String(device.device_name) };
}

/** The v2 target state: `{local: {name, config, apps: {<appId>: …}}, dependent}`. */
export function targetStateV2(world: World, device: StoredRow<'device'>): Record<string, unknown> {
  const { app, release, config, name } = context(world, device);
  const apps: Record<string, unknown> = {};
  if (app) {
    const svc: Record<string, unknown> = {};
    if (release)
      for (const s of services(world, device, release, app.id))
        svc[String(s.id)] = {
          imageId: s.imageId,
          serviceName: s.name,
          image: s.image,
          running: true,
          environment: s.environment,
          labels: s.labels,
        };
    apps[String(app.id)] = {
      name: String(app.app_name),
      commit: release ? String(release.commit) : null,
      releaseId: release?.id ?? null,
      services: svc,
      volumes: {},
      networks: {},
    };
  }
  return { local: { name, config, apps }, dependent: { apps: {}, devices: {} } };
}

/** A v3 app entry: the fleet and, when it has one, its release keyed by commit. */
function appV3(
  world: World,
  app: StoredRow<'application'>,
  release: StoredRow<'release'> | undefined,
  device: StoredRow<'device'> | undefined,
): Record<string, unknown> {
  const releases: Record<string, unknown> = {};
  if (release) {
    const svc: Record<string, unknown> = {};
    for (const s of services(world, device, release, app.id))
      svc[s.name] = {
        id: s.id,
        image_id: s.imageId,
        image: s.image,
        environment: s.environment,
        labels: s.labels,
        composition: {},
      };
    releases[String(release.commit)] = { id: release.id, services: svc, volumes: {}, networks: {} };
  }
  return {
    id: app.id,
    name: String(app.app_name),
    is_host: app.is_host === true,
    class: String(app.is_of__class ?? 'fleet'),
    releases,
  };
}

/** The v3 target state: keyed by device uuid, apps keyed by app uuid, releases keyed by commit. */
export function targetStateV3(world: World, device: StoredRow<'device'>): Record<string, unknown> {
  const { app, release, config, name } = context(world, device);
  const apps: Record<string, unknown> = app ? { [String(app.uuid)]: appV3(world, app, release, device) } : {};
  return { [String(device.uuid)]: { name, config, apps } };
}

/**
 * The v3 state a generic device of a fleet would get (open-balena-api
 * src/features/device-state/routes/fleet-state-get-v3.ts): keyed by the fleet uuid, the fleet's config,
 * and its target release or the successful release whose commit is `releaseCommit`. No release of that
 * commit: undefined (the route answers 401, as the real one does).
 */
export function fleetTargetStateV3(
  world: World,
  app: StoredRow<'application'>,
  releaseCommit?: string,
): Record<string, unknown> | undefined {
  let release: StoredRow<'release'> | undefined;
  if (releaseCommit) {
    release = world.store
      .find('release', 'belongs_to__application', app.id)
      .find((r) => r.commit === releaseCommit && r.status === 'success');
    if (!release) return undefined;
  } else {
    const target = fk(app.should_be_running__release);
    release = target === undefined ? undefined : world.store.get('release', target);
  }
  const uuid = String(app.uuid);
  const entry = appV3(world, app, release, undefined);
  // The real fleet state leaves `releases` out when the fleet has no release.
  if (!release) delete entry.releases;
  return { [uuid]: { name: String(app.app_name), apps: { [uuid]: entry }, config: supervisorConfig(world, app.id) } };
}
