/**
 * The vendor SDK's named errors that spec 02 §8 lists (invalid or discontinued device type; fleet,
 * release, fleet membership role, image, service, device, key, role, OS / supervisor / CPU
 * architecture not found; ambiguous device, fleet or release; unparsable OS version, application configuration not
 * found, terminal write discarded, location not determined, build failed or cancelled, filter creation
 * failure), as one error class the dashboard raises where the SDK would, and the mapping from the API's
 * answers (status + body text) to them. `errorText` (lib/errors.ts) shows their texts.
 */
import { t, type MessageParams, type NamespaceKey } from './i18n.ts';

export type SdkErrorKind = NamespaceKey<'sdkErrors'>;

/** An SDK-named error; its message is the spec's text with the parameters filled. */
export class SdkError extends Error {
  readonly kind: SdkErrorKind;
  readonly params: MessageParams;

  constructor(kind: SdkErrorKind, params: MessageParams = {}) {
    // A template whose value is unknown or empty ("Release not found: {release}") ends at the name.
    super(
      t(`sdkErrors.${kind}`, params)
        .replace(/:\s*(\{\w+\})?\s*$/, '')
        .replace(/ \{\w+\} /, ' '),
    );
    this.name = 'SdkError';
    this.kind = kind;
    this.params = params;
  }
}

export const isSdkError = (e: unknown, kind?: SdkErrorKind): e is SdkError =>
  e instanceof SdkError && (kind === undefined || e.kind === kind);

/**
 * Errors that are never shown to the user: "Application configuration not found" is only logged and
 * the terminal ignores write-discarded errors (spec 02 §8).
 */
const SILENT_KINDS: ReadonlySet<SdkErrorKind> = new Set(['applicationConfigNotFound', 'writeDiscarded']);

export const isSilentSdkError = (e: unknown): boolean => e instanceof SdkError && SILENT_KINDS.has(e.kind);

/** Not-found errors that are expected and not reported to error tracking (spec 02 §8: release and device). */
const UNREPORTED_KINDS: ReadonlySet<SdkErrorKind> = new Set(['releaseNotFound', 'deviceNotFound', ...SILENT_KINDS]);

export const isUnreportedSdkError = (e: unknown): boolean => e instanceof SdkError && UNREPORTED_KINDS.has(e.kind);

/**
 * API answers the SDK turns into its named errors: the texts the API (and balena-errors) use, with the
 * named value after the colon, e.g. the builder's 404 "Application not found: acme/fleet".
 */
const API_ANSWERS: ReadonlyArray<{ pattern: RegExp; kind: SdkErrorKind; param: string }> = [
  { pattern: /^discontinued device type:?\s*(.*)$/i, kind: 'discontinuedDeviceType', param: 'type' },
  { pattern: /^invalid device type:?\s*(.*)$/i, kind: 'invalidDeviceType', param: 'type' },
  { pattern: /^(?:application|fleet) not found:?\s*(.*)$/i, kind: 'fleetNotFound', param: 'application' },
  { pattern: /^release not found:?\s*(.*)$/i, kind: 'releaseNotFound', param: 'release' },
  {
    pattern: /^(?:application|fleet) membership role not found:?\s*(.*)$/i,
    kind: 'fleetMembershipRoleNotFound',
    param: 'role',
  },
  { pattern: /^image not found:?\s*(.*)$/i, kind: 'imageNotFound', param: 'image' },
  { pattern: /^service not found:?\s*(.*)$/i, kind: 'serviceNotFound', param: 'service' },
  { pattern: /^device not found:?\s*(.*)$/i, kind: 'deviceNotFound', param: 'device' },
  { pattern: /^ambiguous device:?\s*(.*)$/i, kind: 'ambiguousDevice', param: 'device' },
  { pattern: /^ambiguous (?:application|fleet):?\s*(.*)$/i, kind: 'ambiguousFleet', param: 'application' },
  { pattern: /^ambiguous release:?\s*(.*)$/i, kind: 'ambiguousRelease', param: 'release' },
  { pattern: /^key not found:?\s*(.*)$/i, kind: 'keyNotFound', param: 'key' },
  { pattern: /^(?:os|host ?os) release not found:?\s*(.*)$/i, kind: 'osReleaseNotFound', param: 'version' },
  { pattern: /^supervisor release not found:?\s*(.*)$/i, kind: 'supervisorReleaseNotFound', param: 'version' },
  {
    pattern: /^cpu architecture not found:?\s*(.*)$/i,
    kind: 'cpuArchitectureNotFound',
    param: 'architecture',
  },
  { pattern: /^could not parse (?:the )?os version:?\s*(.*)$/i, kind: 'couldNotParseOsVersion', param: 'version' },
  { pattern: /^(?:application )?config(?:uration)? not found\b(.*)$/i, kind: 'applicationConfigNotFound', param: 'x' },
];

/** The SDK error an API answer stands for (client errors only), or null when it is not one of them. */
export function sdkErrorOfAnswer(status: number, text: string | undefined): SdkError | null {
  if (status < 400 || status >= 500 || !text) return null;
  const trimmed = text.trim();
  for (const { pattern, kind, param } of API_ANSWERS) {
    const m = pattern.exec(trimmed);
    if (m) return new SdkError(kind, { [param]: (m[1] ?? '').trim() });
  }
  return null;
}
