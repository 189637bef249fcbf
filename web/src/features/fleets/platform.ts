/** The CLI installer platform detected from the browser (spec 02 §2 "add-release dialog": Windows, MacOS, Linux). */
export type CliPlatform = 'Windows' | 'MacOS' | 'Linux';
export const CLI_PLATFORMS: readonly CliPlatform[] = ['Windows', 'MacOS', 'Linux'];

/** Reads the platform from a user agent (and the UA-CH platform when the browser gives one); Linux otherwise. */
export function detectPlatform(userAgent: string, uaPlatform?: string): CliPlatform {
  const text = `${uaPlatform ?? ''} ${userAgent}`.toLowerCase();
  // Mac first: "darwin" contains "win".
  if (text.includes('mac') || text.includes('darwin')) return 'MacOS';
  if (text.includes('win')) return 'Windows';
  return 'Linux';
}

/** The installer file name published per platform for a CLI version. */
export function installerName(platform: CliPlatform, version: string): string {
  const v = `v${version.replace(/^v/, '')}`;
  if (platform === 'Windows') return `balena-cli-${v}-windows-x64-installer.exe`;
  if (platform === 'MacOS') return `balena-cli-${v}-macOS-x64-installer.pkg`;
  return `balena-cli-${v}-linux-x64-standalone.tar.gz`;
}
