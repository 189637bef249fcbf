/** The device row the device page reads (spec 02 §3 "Device"), as selected by device-query.ts. */

export interface NamedRelease {
  id: number;
  commit: string;
  raw_version: string;
}

export interface ImageInstall {
  id: number;
  download_progress: number | null;
  status: string;
  install_date: string | null;
  installs__image: Array<{ id: number; is_a_build_of__service: Array<{ id: number; service_name: string }> }>;
  is_provided_by__release: NamedRelease[];
}

export interface ServiceInstall {
  id: number;
  installs__service: Array<{ id: number; service_name: string }>;
}

export interface DeviceTag {
  id: number;
  tag_key: string;
  value: string;
}

export interface DeviceDetails {
  id: number;
  uuid: string;
  device_name: string;
  note: string | null;
  created_at: string;
  is_online: boolean;
  is_active: boolean;
  is_frozen: boolean;
  is_connected_to_vpn: boolean;
  overall_status: string | null;
  overall_progress: number | null;
  provisioning_state: string | null;
  api_heartbeat_state: string | null;
  last_connectivity_event: string | null;
  update_status: string | null;
  last_update_status_event: string | null;
  os_version: string | null;
  os_variant: string | null;
  supervisor_version: string | null;
  ip_address: string | null;
  public_address: string | null;
  mac_address: string | null;
  is_web_accessible: boolean;
  is_accessible_by_support_until__date: string | null;
  is_locked_until__date: string | null;
  memory_usage: number | null;
  memory_total: number | null;
  storage_usage: number | null;
  storage_total: number | null;
  storage_block_device: string | null;
  cpu_usage: number | null;
  cpu_temp: number | null;
  is_undervolted: boolean;
  belongs_to__application: Array<{
    id: number;
    app_name: string;
    slug: string;
    is_of__class: 'fleet' | 'app' | 'block';
    organization: Array<{ id: number; handle: string; name: string; is_frozen: boolean }>;
    application_type: Array<{ supports_web_url: boolean; supports_multicontainer: boolean }>;
  }>;
  is_of__device_type: Array<{ id: number; slug: string; name: string; contract: { data?: { led?: boolean; arch?: string } } | null; is_of__cpu_architecture: Array<{ slug: string }> }>;
  is_running__release: NamedRelease[];
  should_be_running__release: NamedRelease[];
  is_pinned_on__release: NamedRelease[];
  should_be_operated_by__release: Array<{ id: number; raw_version: string; phase: string | null }>;
  should_be_managed_by__release: Array<{ id: number; raw_version: string }>;
  device_tag: DeviceTag[];
  device_config_variable: Array<{ id: number; name: string; value: string }>;
  image_install: ImageInstall[];
  service_install: ServiceInstall[];
}
