/**
 * Tax id check (spec 03 §5), applied by the mock and by the dashboard's billing form: each type has
 * its own pattern, otherwise `Invalid tax id` (fields_errors.invalid_tax_id, §8). The mock knows the common Stripe tax id types; EU VAT numbers
 * are checked per country prefix. Types the table does not list are refused.
 */

/** EU VAT number patterns by country prefix (the number after the two-letter prefix). */
const EU_VAT: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/, BE: /^[01]\d{9}$/, BG: /^\d{9,10}$/, CY: /^\d{8}[A-Z]$/, CZ: /^\d{8,10}$/, DE: /^\d{9}$/, DK: /^\d{8}$/, EE: /^\d{9}$/,
  EL: /^\d{9}$/, ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/, FI: /^\d{8}$/, FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, HR: /^\d{11}$/, HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-IW]?$/, IT: /^\d{11}$/, LT: /^(\d{9}|\d{12})$/, LU: /^\d{8}$/, LV: /^\d{11}$/, MT: /^\d{8}$/, NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/, PT: /^\d{9}$/, RO: /^\d{2,10}$/, SE: /^\d{12}$/, SI: /^\d{8}$/, SK: /^\d{10}$/, XI: /^(\d{9}|\d{12})$/,
};

/** Patterns of the other tax id types (Stripe's type names). */
const PATTERNS: Readonly<Record<string, RegExp>> = {
  us_ein: /^\d{2}-?\d{7}$/, gb_vat: /^GB(\d{9}|\d{12})$/, ca_bn: /^\d{9}$/, ca_gst_hst: /^\d{9}RT\d{4}$/, au_abn: /^\d{11}$/, au_arn: /^\d{12}$/,
  nz_gst: /^\d{8,9}$/, ch_vat: /^CHE-?\d{3}\.?\d{3}\.?\d{3} ?(MWST|TVA|IVA)$/, no_vat: /^\d{9}MVA$/, in_gst: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  jp_cn: /^\d{13}$/, kr_brn: /^\d{3}-?\d{2}-?\d{5}$/, br_cnpj: /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/, br_cpf: /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/,
  mx_rfc: /^[A-Z&Ñ]{3,4}\d{6}[A-Z0-9]{3}$/, za_vat: /^4\d{9}$/, sg_gst: /^[A-Z]\d{8}[A-Z]$/, sg_uen: /^(\d{8}[A-Z]|\d{9}[A-Z]|[A-Z]\d{2}[A-Z]{2}\d{4}[A-Z])$/,
  hk_br: /^\d{8}$/, il_vat: /^\d{9}$/, tr_tin: /^\d{10}$/, ae_trn: /^\d{15}$/, sa_vat: /^3\d{13}3$/, ru_inn: /^(\d{10}|\d{12})$/,
};

/** True when `value` is a valid tax id of `type` (spec 03 §5). Spaces are ignored. */
export function isValidTaxId(type: string, value: string): boolean {
  const v = value.replace(/\s+/g, '').toUpperCase();
  if (type === 'eu_vat') {
    const pattern = EU_VAT[v.slice(0, 2)];
    return !!pattern && pattern.test(v.slice(2));
  }
  const pattern = PATTERNS[type];
  return !!pattern && pattern.test(v);
}

/** Known tax id types (for docs and tests). */
export const TAX_ID_TYPES: readonly string[] = ['eu_vat', ...Object.keys(PATTERNS)];
