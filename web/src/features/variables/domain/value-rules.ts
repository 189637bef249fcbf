/**
 * Live value rules of configuration variables (spec 02 §5 "Variables"): the device type's config
 * schema (GET /config/vars, api-ground-truth §4) gives each name an `enum` or a `type`. Integer
 * values are parsed to numbers; two-value (boolean) settings are on for `true` or `1`; data-url
 * values are uploaded PNG files with a size limit. Environment variables take any text.
 */
import { msg } from '../messages.ts';

/** One property of the config var schema. */
export interface ConfigVarSchemaEntry {
  type?: string;
  enum?: readonly string[];
  format?: string;
  description?: string;
  default?: string | number | boolean;
  will_reboot?: boolean;
  warning?: string;
}

/**
 * Largest accepted data-url file. The spec names a maximum without its number; 1 MB keeps a boot
 * splash PNG (typically tens of kB) comfortably inside while refusing photographs.
 */
export const DATA_URL_MAX_BYTES = 1_000_000;

/** How a value is edited: free text, an integer, a choice, an on/off switch or a file. */
export type ValueInput = 'text' | 'integer' | 'choice' | 'switch' | 'file';

const BOOLEAN_PAIRS = [
  ['false', 'true'],
  ['0', '1'],
];

const isBooleanEnum = (values: readonly string[] | undefined): boolean =>
  values !== undefined && values.length === 2 && BOOLEAN_PAIRS.some((pair) => pair.every((v) => values.includes(v)));

/** The editor a schema entry calls for (none: free text). */
export function valueInputOf(entry: ConfigVarSchemaEntry | undefined): ValueInput {
  if (!entry) return 'text';
  if (entry.type === 'boolean' || isBooleanEnum(entry.enum)) return 'switch';
  if (entry.enum) return 'choice';
  if (entry.type === 'integer' || entry.type === 'number') return 'integer';
  if (entry.format === 'data-url') return 'file';
  return 'text';
}

/** Whether a stored value means "on" (spec 02 §5: true or 1). */
export const isOn = (value: string | undefined): boolean => value === 'true' || value === '1';

/**
 * The value a switch writes: the 0/1 form when the current value or the default uses it (a
 * two-value default toggles 0 or 1), else true/false.
 */
export function switchValue(on: boolean, current: string | undefined, entry: ConfigVarSchemaEntry | undefined): string {
  const zeroOne =
    current === '0' ||
    current === '1' ||
    entry?.default === 0 ||
    entry?.default === 1 ||
    entry?.default === '0' ||
    entry?.default === '1';
  if (zeroOne) return on ? '1' : '0';
  return on ? 'true' : 'false';
}

/** Bytes held by a base64 data URL. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const payload = comma < 0 ? '' : dataUrl.slice(comma + 1);
  if (!/;base64,/.test(dataUrl.slice(0, comma + 1))) return decodeURIComponent(payload).length;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

const formatBytes = (n: number): string => (n >= 1_000_000 ? `${n / 1_000_000} MB` : `${Math.round(n / 1000)} kB`);

/** Result of checking a value: the value to store (integers normalised) or the problem. */
export type ValueCheck = { ok: true; value: string } | { ok: false; problem: string };

/** Checks and normalises a configuration value against its schema entry (live, as typed). */
export function checkValue(raw: string, entry: ConfigVarSchemaEntry | undefined): ValueCheck {
  switch (valueInputOf(entry)) {
    case 'integer': {
      const text = raw.trim();
      if (!/^[+-]?\d+$/.test(text)) return { ok: false, problem: msg('integerRequired') };
      return { ok: true, value: String(Number.parseInt(text, 10)) };
    }
    case 'choice': {
      const values = entry?.enum ?? [];
      return values.includes(raw)
        ? { ok: true, value: raw }
        : { ok: false, problem: msg('enumRequired', { values: values.join(', ') }) };
    }
    case 'switch':
      return { ok: true, value: raw };
    case 'file': {
      if (raw === '') return { ok: true, value: raw };
      if (!raw.startsWith('data:image/png')) return { ok: false, problem: msg('fileNotPng') };
      if (dataUrlBytes(raw) > DATA_URL_MAX_BYTES)
        return { ok: false, problem: msg('fileTooLarge', { size: formatBytes(DATA_URL_MAX_BYTES) }) };
      return { ok: true, value: raw };
    }
    default:
      return { ok: true, value: raw };
  }
}
