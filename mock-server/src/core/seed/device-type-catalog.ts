/**
 * The device types the seed publishes, transcribed from the public device-type contracts
 * (github.com/balena-io/contracts, `contracts/hw.device-type/<slug>/contract.json`): name, slug,
 * aliases, `data` (arch, family, led, media, flashProtocol …) and the instruction `partials` the
 * vendor SDK's `deviceType.getInstructions` interpolates. The real API stores the whole contract in
 * `device_type.contract` with the slug appended to its aliases and the logo as a data URL
 * (open-balena-api `src/features/contracts/contracts-directory.ts`, `init.ts` sync settings); the
 * install method is derived from `flashProtocol` / `media.defaultBoot` (balena-sdk
 * `models/device-type.ts` calculateInstallMethod). Lifecycle (`discontinued`) is the mock's own choice:
 * the contracts do not carry it. The OS releases each type publishes come from os-catalog.ts.
 */

export const CPU_ARCHITECTURES = ['rpi', 'armv7hf', 'aarch64', 'i386-nlp', 'i386', 'amd64'] as const;
export type CpuArchitecture = (typeof CPU_ARCHITECTURES)[number];

/** `data` of a hw.device-type contract (the fields the contracts repository uses for these types). */
interface DeviceTypeContractData {
  arch: CpuArchitecture;
  /** A hw.device-family slug (few contracts name one). */
  family?: string;
  hdmi: boolean;
  led: boolean;
  connectivity: { bluetooth?: boolean; wifi?: boolean };
  storage: { internal: boolean };
  /** How the OS gets onto the board when no media write is enough (`RPIBOOT`, `jetsonFlash`, `usbMassStorage`, `edisonFlash`). */
  flashProtocol?: string;
  media: { defaultBoot: string; altBoot?: string[] };
  is_private: boolean;
}

/** Instruction partials: handlebars lines, or per-OS groups of them (intel-edison). */
type ContractPartials = Readonly<Record<string, readonly string[] | Readonly<Record<string, readonly string[]>>>>;

export interface DeviceTypeSpec {
  /**
   * The cloud's id of the type where a public source names it; other types are numbered by the seed
   * from the table's first seeded id (far above the cloud's small catalogue ids).
   */
  id?: number;
  slug: string;
  name: string;
  arch: CpuArchitecture;
  /** The contract's aliases besides the slug itself (the API adds the slug, contracts-directory.ts). */
  aliases: string[];
  data: DeviceTypeContractData;
  partials: ContractPartials;
  /** Board group the OS-update rules' legacy update path keys on (domain-rules `legacyPathFamilies`). */
  updateFamily?: string;
  /** Visible only to organizations granted access (a mock-only private type). */
  isPrivate?: boolean;
  /** device-type.json `state: discontinued` (dashboards hide it unless asked, spec 02 §5). */
  discontinued?: boolean;
  /** Publishes the OS line of another type (a mock-only private board built like a public one). */
  osFrom?: string;
}

/** `Connect power to the …` — the boot step of most SD-card boards. */
const POWER = { bootDevice: ['Connect power to the {{name}}'] } as const;
/** x86 boards flashed from a USB key (intel-nuc, generic-amd64). */
const X86_USB = {
  bootDeviceExternal: [
    'Ensure there are no other USB keys are inserted.',
    'Power on the {{name}} with a keyboard connected.',
    'Press the F10 key while BIOS is loading to enter the boot menu.',
    'Select the USB key from the boot menu.',
  ],
  flashIndicator: ['all LEDs are off'],
  bootDevice: ['Power up the {{name}}'],
} as const;
const SD = { defaultBoot: 'sdcard', altBoot: ['usb_mass_storage', 'network'] };
const WIRELESS = { bluetooth: true, wifi: true };
const WIRED = { bluetooth: false, wifi: false };

/** A contract `data` block: SD-card boot, HDMI, no internal storage unless overridden. */
const data = (
  arch: CpuArchitecture,
  led: boolean,
  connectivity: DeviceTypeContractData['connectivity'],
  extra: Partial<DeviceTypeContractData> = {},
): DeviceTypeContractData => ({
  arch,
  hdmi: true,
  led,
  connectivity,
  storage: { internal: false },
  media: SD,
  is_private: false,
  ...extra,
});

export const DEVICE_TYPES: readonly DeviceTypeSpec[] = [
  {
    slug: 'raspberrypi4-64',
    name: 'Raspberry Pi 4 (using 64bit OS)',
    arch: 'aarch64',
    aliases: [],
    data: data('aarch64', true, WIRELESS),
    partials: POWER,
    updateFamily: 'raspberrypi',
  },
  {
    slug: 'raspberrypi3',
    name: 'Raspberry Pi 3',
    arch: 'armv7hf',
    aliases: [],
    data: data('armv7hf', true, WIRELESS),
    partials: POWER,
    updateFamily: 'raspberrypi',
  },
  {
    slug: 'raspberry-pi',
    name: 'Raspberry Pi (v1 / Zero / Zero W)',
    arch: 'rpi',
    aliases: ['raspberrypi'],
    data: data('rpi', true, WIRELESS),
    partials: POWER,
    updateFamily: 'raspberrypi',
  },
  {
    slug: 'jetson-nano',
    name: 'Nvidia Jetson Nano SD-CARD',
    arch: 'aarch64',
    aliases: [],
    data: data('aarch64', false, WIRED, { flashProtocol: 'jetsonFlash', media: { defaultBoot: 'sdcard' } }),
    partials: POWER,
  },
  {
    slug: 'intel-nuc',
    name: 'Intel NUC',
    arch: 'amd64',
    aliases: ['nuc'],
    data: data('amd64', false, WIRELESS, {
      storage: { internal: true },
      media: { defaultBoot: 'internal', altBoot: ['usb_mass_storage', 'network'] },
    }),
    partials: X86_USB,
  },
  {
    slug: 'generic-amd64',
    name: 'Generic x86_64 (GPT)',
    arch: 'amd64',
    aliases: [],
    data: data('amd64', false, WIRED, {
      storage: { internal: true },
      media: { defaultBoot: 'internal', altBoot: ['usb_mass_storage'] },
    }),
    partials: X86_USB,
  },
  {
    slug: 'qemux86',
    name: 'QEMU X86 32bit',
    arch: 'i386',
    aliases: [],
    data: data('i386', false, WIRED, { media: { defaultBoot: 'image' } }),
    partials: {
      instructions: [
        'Run the following to start the image:\n<br>\nOn systems with KVM support:\n<br>\n<code>qemu-system-i386 -device ahci,id=ahci -drive file=balena-image-qemux86.img,media=disk,cache=none,format=raw,if=none,id=disk -device ide-hd,drive=disk,bus=ahci.0 -net nic,model=virtio -net user -m 512 -nographic -machine type=pc,accel=kvm -smp 4 -cpu host</code>\n<br>\nOn systems without KVM support:\n<br>\n<code>qemu-system-i386 -device ahci,id=ahci -drive file=balena-image-qemux86.img,media=disk,cache=none,format=raw,if=none,id=disk  -device ide-hd,drive=disk,bus=ahci.0 -net nic,model=virtio -net user -m 512 -nographic -machine type=pc -smp 4</code>\n<br>\nTweak <code>-smp</code> and <code>-cpu</code> parameters based on the CPU of the machine qemu is running on. <code>-cpu</code> parameter needs to be dropped on OSX and Windows.\n<br>\nTweak <code>-nographic</code> and <code>-m 512</code> to set the display of qemu and memory respectively.\n',
      ],
    },
  },
  {
    slug: 'intel-edison',
    name: 'Intel Edison',
    arch: 'i386',
    aliases: ['edison'],
    data: data('i386', false, WIRELESS, {
      hdmi: false,
      storage: { internal: true },
      flashProtocol: 'edisonFlash',
      media: { defaultBoot: 'internal' },
    }),
    partials: {
      Linux: {
        flashDependencies: [
          "Install <code>dfu-util</code> and <code>coreutils</code> from your distribution's repos. For example, for Ubuntu: <code>apt-get install dfu-util coreutils</code>",
        ],
        flashInstructions: [
          'Execute the following from the unzipped directory: <code>sudo ./flashall.sh</code>',
          '<em>Note: If you have trouble executing, you may need to modify the file permissions first:</em> <code>sudo chmod +x ./flashall.sh</code>',
        ],
      },
      MacOS: {
        flashDependencies: [
          'You need [MacPorts](https://www.macports.org/) installed on your system.',
          'Run the following to install <code>dfu-utils</code>, <code>usbutils</code>, and <code>coreutils</code>: <code>sudo port install dfu-util usbutils coreutils && sudo port activate dfu-util</code>',
        ],
        flashInstructions: [
          'Execute the following from the unzipped directory: <code>sudo ./flashall.sh</code>',
          '<em>Note: If you have trouble executing, you may need to modify the file permissions first:</em> <code>sudo chmod +x ./flashall.sh</code>',
        ],
      },
      Windows: {
        flashDependencies: [
          'Install Windows drives for Edison from [here](https://downloadmirror.intel.com/26993/eng/IntelEdisonDriverSetup1.2.1.exe).',
        ],
        flashInstructions: [
          'Open a terminal with administrative privileges and execute the following from the unzipped directory: <code>flashall.bat</code>',
        ],
      },
      bootDevice: ['Power on {{name}}'],
    },
    discontinued: true,
  },
  {
    slug: 'beaglebone-black',
    name: 'BeagleBone Black',
    arch: 'armv7hf',
    aliases: ['beaglebone'],
    data: data('armv7hf', true, WIRED, {
      storage: { internal: true },
      media: { defaultBoot: 'internal', altBoot: ['sdcard'] },
    }),
    partials: {
      bootDeviceExternal: [
        'Power up the {{name}} while holding down the small button near the SD slot. You need to keep it pressed until the blue LEDs start flashing wildly.',
      ],
      flashIndicator: ['all LEDs are off'],
      bootDevice: ['Remove and re-connect power to the {{name}}'],
    },
    updateFamily: 'beaglebone',
  },
  {
    slug: 'acme-custom-board',
    name: 'Acme Custom Board (private)',
    arch: 'aarch64',
    aliases: [],
    data: data('aarch64', false, WIRED, { is_private: true }),
    partials: POWER,
    isPrivate: true,
    osFrom: 'generic-aarch64',
  },
  {
    // Device type 1: balena-sdk tests/integration/models/device-type.spec.ts (RPI2_DEVICE_TYPE_ID).
    id: 1,
    slug: 'raspberry-pi2',
    name: 'Raspberry Pi 2',
    arch: 'armv7hf',
    aliases: ['raspberrypi2'],
    data: data('armv7hf', true, WIRED),
    partials: POWER,
    updateFamily: 'raspberrypi',
  },
  {
    slug: 'raspberrypi3-64',
    name: 'Raspberry Pi 3 (using 64bit OS)',
    arch: 'aarch64',
    aliases: [],
    data: data('aarch64', true, WIRELESS),
    partials: POWER,
  },
  {
    slug: 'raspberrypi5',
    name: 'Raspberry Pi 5 & CM5',
    arch: 'aarch64',
    aliases: [],
    data: data('aarch64', true, WIRELESS),
    partials: POWER,
  },
  {
    slug: 'fincm3',
    name: 'Balena Fin (CM3)',
    arch: 'armv7hf',
    aliases: [],
    data: data('armv7hf', true, WIRELESS, {
      storage: { internal: true },
      flashProtocol: 'RPIBOOT',
      media: { defaultBoot: 'internal' },
    }),
    partials: {
      connectDevice: [
        "While not having the {{name}} board powered, connect your system to the board's DBG/PRG port via a micro-USB cable.",
        '<em>Note: for the {{name}} v1.1, only power the board from the PRG port for flashing. For the {{name}} v1.0, power on the board by attaching power to either the Barrel or the Phoenix connector.</em>',
      ],
      disconnectDevice: [
        'Power off the {{name}} by detaching the power if connected and unplug the DGB micro-USB cable.',
      ],
      bootDevice: ['Remove and re-connect power to the {{name}}'],
    },
  },
  {
    slug: 'generic-aarch64',
    name: 'Generic AARCH64',
    arch: 'aarch64',
    aliases: [],
    data: data('aarch64', false, WIRED),
    partials: POWER,
  },
  {
    slug: 'radxa-zero',
    name: 'Radxa Zero',
    arch: 'aarch64',
    aliases: [],
    data: data('aarch64', true, WIRELESS, {
      storage: { internal: true },
      flashProtocol: 'usbMassStorage',
      media: { defaultBoot: 'internal' },
    }),
    partials: {
      instructions: [
        "Use the [maskrom mode](https://wiki.radxa.com/Zero/dev/maskrom#Enable_maskrom) instructions provided by the vendor and make sure the board's USB2 port is used for provisioning.",
        'Install on your PC the [tools](https://wiki.radxa.com/Zero/dev/maskrom#Install_required_tools) required for flashing.',
        'Clear eMMC and set it in UMS mode. Make sure to use [this loader](https://dl.radxa.com/zero/images/loader/radxa-zero-erase-emmc.bin) when following the [sideloading instructions](https://wiki.radxa.com/Zero/dev/maskrom#Side_loading_binaries).',
        'Write the OS to the internal eMMC storage device. We recommend using [Etcher](http://www.etcher.io).',
        'Once the OS has been written to the eMMC you need to repower your board.',
      ],
    },
  },
  {
    slug: 'asus-tinker-board',
    name: 'Asus Tinker Board',
    arch: 'armv7hf',
    aliases: [],
    data: data('armv7hf', true, WIRELESS, { family: 'asus-rockchip', media: { defaultBoot: 'sdcard' } }),
    partials: POWER,
  },
  {
    slug: 'edge',
    name: 'Edge Device Builder',
    arch: 'amd64',
    aliases: [],
    data: data('amd64', false, { bluetooth: false }, { hdmi: false, media: { defaultBoot: 'sdcard' } }),
    partials: POWER,
    discontinued: true,
  },
];

/** hw.device-family contracts (`contracts/hw.device-family/<slug>/contract.json`). */
export const DEVICE_FAMILIES: readonly { slug: string; name: string; manufacturedBy: string }[] = [
  { slug: 'asus-rockchip', name: 'ASUS Tinkerboard Rockchip', manufacturedBy: 'asus' },
  { slug: 'up-x86', name: 'UP Board x86', manufacturedBy: 'up' },
];

/** hw.device-manufacturer contracts (`contracts/hw.device-manufacturer/<slug>/contract.json`). */
export const DEVICE_MANUFACTURERS: readonly { slug: string; name: string }[] = [
  { slug: 'aaeon', name: 'AAEON' },
  { slug: 'asus', name: 'ASUS' },
  { slug: 'up', name: 'Up Board' },
];

/** The aliases the API stores for a type: the contract's, then the slug (contracts-directory.ts normalizeContract). */
export const aliasesOf = (dt: DeviceTypeSpec): string[] =>
  dt.aliases.includes(dt.slug) ? [...dt.aliases] : [...dt.aliases, dt.slug];

/**
 * How the OS is installed, as the vendor SDK derives it from the contract (balena-sdk
 * `models/device-type.ts` calculateInstallMethod): a flash protocol wins (`RPIBOOT` means
 * `internalFlash`), else `image` for an image boot, `externalFlash` for internal storage, else `externalBoot`.
 */
export function installMethod(data: DeviceTypeContractData): string {
  if (data.flashProtocol) return data.flashProtocol === 'RPIBOOT' ? 'internalFlash' : data.flashProtocol;
  if (data.media.defaultBoot === 'image') return 'image';
  return data.media.defaultBoot === 'internal' ? 'externalFlash' : 'externalBoot';
}

/** The hw.device-type contract the API stores in `device_type.contract` (logo as a data URL). */
export function deviceTypeContract(dt: DeviceTypeSpec, logo: string): Record<string, unknown> {
  return {
    slug: dt.slug,
    version: '1',
    type: 'hw.device-type',
    aliases: aliasesOf(dt),
    name: dt.name,
    assets: { logo: { url: logo, name: 'logo' } },
    data: dt.data,
    partials: dt.partials,
  };
}
