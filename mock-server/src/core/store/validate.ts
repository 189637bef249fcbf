/**
 * Field checks on writes, from the model: type (sbvr-types, api-ground-truth §1.3), enum and length
 * rules (SBVR-style 400 texts, §1.4), nullability. Values are normalised to their stored form:
 * dates as ISO-8601 with milliseconds and Z, Big Integers as decimal strings.
 */
import type { FieldDef } from '../model/types.ts';
import { StoreError, ruleError, ruleWords } from './errors.ts';

/** sbvr-types Short Text is a varchar(255). */
export const SHORT_TEXT_MAX = 255;

const bad = (field: string, what: string): StoreError => new StoreError(400, `"${field}" ${what}`);

/** Normalises a date input (ISO string or epoch ms) to ISO-8601 with milliseconds and Z. */
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function toIsoDate(value: unknown, field: string): string {
  // Fast path: already canonical (the common case for seeds and round trips).
  if (typeof value === 'string' && value.length === 24 && CANONICAL_ISO.test(value) && !Number.isNaN(Date.parse(value)))
    return value;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) throw bad(field, 'is not a valid date');
  return new Date(ms).toISOString();
}

function checkType(f: FieldDef, v: unknown): unknown {
  switch (f.type) {
    case 'Serial':
    case 'Integer':
    case 'ForeignKey': {
      const n =
        f.type === 'ForeignKey' && typeof v === 'object' && v !== null && '__id' in v
          ? (v as { __id: unknown }).__id
          : v;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw bad(f.name, 'is not an integer');
      return n;
    }
    case 'Big Integer':
      if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
      if (typeof v === 'string' && /^-?\d+$/.test(v)) return v;
      throw bad(f.name, 'is not an integer');
    case 'Real':
      if (typeof v !== 'number' || !Number.isFinite(v)) throw bad(f.name, 'is not a number');
      return v;
    case 'Boolean':
      if (typeof v === 'boolean') return v;
      if (v === 0 || v === 1) return v === 1;
      throw bad(f.name, 'is not a boolean');
    case 'Short Text':
    case 'Text':
      if (typeof v !== 'string') throw bad(f.name, 'is not a string');
      if (f.type === 'Short Text' && f.maxLength === undefined && v.length > SHORT_TEXT_MAX) {
        throw bad(f.name, `is longer than ${SHORT_TEXT_MAX} characters`);
      }
      return v;
    case 'Date Time':
    case 'Date':
      return toIsoDate(v, f.name);
    case 'JSON':
      return v;
    case 'WebResource':
      if (typeof v !== 'object' || Array.isArray(v) || typeof (v as { href?: unknown }).href !== 'string') {
        throw bad(f.name, 'is not a valid WebResource');
      }
      return v;
  }
}

/**
 * Validates and normalises one value for `resource.field`. Null is accepted only for nullable
 * fields: `"field" cannot be null` (400) otherwise.
 */
export function normaliseValue(resource: string, f: FieldDef, v: unknown): unknown {
  if (v === null || v === undefined) {
    if (!f.nullable) throw bad(f.name, 'cannot be null');
    return null;
  }
  const out = checkType(f, v);
  if (f.enum && !f.enum.includes(out as string)) {
    const list = f.enum.map((e) => `'${e}'`).join(' or ');
    throw ruleError(
      `each ${ruleWords(resource)} that has a ${ruleWords(f.name)}, has a ${ruleWords(f.name)} that is ${list}.`,
    );
  }
  if (typeof out === 'string' && (f.minLength !== undefined || f.maxLength !== undefined)) {
    const min = f.minLength;
    const max = f.maxLength;
    if ((min !== undefined && out.length < min) || (max !== undefined && out.length > max)) {
      const parts = [
        min !== undefined ? `is greater than or equal to ${min}` : '',
        max !== undefined ? `is less than or equal to ${max}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      throw ruleError(`each ${ruleWords(resource)} has a ${ruleWords(f.name)} that has a Length (Type) that ${parts}.`);
    }
  }
  return out;
}
