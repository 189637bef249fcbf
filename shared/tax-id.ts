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
  // Further per-country types, after the formats of Stripe's examples (spaces are removed first).
  ad_nrt: /^[A-Z]-?\d{6}-?[A-Z]$/, al_tin: /^[A-Z]\d{8}[A-Z]$/, am_tin: /^\d{8}$/, ao_tin: /^\d{10}$/, ar_cuit: /^\d{2}-?\d{8}-?\d$/,
  aw_tin: /^\d{8}$/, az_tin: /^\d{10}$/, ba_tin: /^\d{12}$/, bb_tin: /^\d{13}$/, bd_bin: /^\d{9}-?\d{4}$/, bf_ifu: /^\d{8}[A-Z]$/,
  bg_uic: /^\d{9}$/, bh_vat: /^\d{15}$/, bj_ifu: /^\d{13}$/, bo_tin: /^\d{9}$/, bs_tin: /^\d{9}$/, by_tin: /^\d{9}$/,
  ca_pst_bc: /^PST-?\d{4}-?\d{4}$/, ca_pst_mb: /^\d{6}-?\d$/, ca_pst_sk: /^\d{7}$/, ca_qst: /^\d{10}TQ\d{4}$/, cd_nif: /^[A-Z]\d{7}[A-Z]$/,
  ch_uid: /^CHE-?\d{3}\.?\d{3}\.?\d{3}$/, cl_tin: /^\d{1,2}\.?\d{3}\.?\d{3}-?[\dK]$/, cm_niu: /^[A-Z]\d{12}[A-Z]$/, cn_tin: /^[0-9A-Z]{18}$/,
  co_nit: /^\d{3}\.?\d{3}\.?\d{3}-?\d$/, cr_tin: /^\d-?\d{3}-?\d{6}$/, cv_nif: /^\d{9}$/, de_stn: /^\d{10,11}$/, do_rcn: /^\d{3}-?\d{7}-?\d$/,
  ec_ruc: /^\d{13}$/, eg_tin: /^\d{9}$/, es_cif: /^[A-Z]\d{8}$/, et_tin: /^\d{10}$/, eu_oss_vat: /^EU\d{9}$/, ge_vat: /^\d{9}$/,
  gn_nif: /^\d{9}$/, hr_oib: /^\d{11}$/, hu_tin: /^\d{8}-?\d-?\d{2}$/, id_npwp: /^\d{2}\.?\d{3}\.?\d{3}\.?\d-?\d{3}\.?\d{3}$/, is_vat: /^\d{6}$/,
  jp_rn: /^\d{5}$/, jp_trn: /^T\d{13}$/, ke_pin: /^P\d{9}[A-Z]$/, kg_tin: /^\d{14}$/, kh_tin: /^\d{4}-?\d{10}$/, kz_bin: /^\d{12}$/,
  la_tin: /^\d{9}-?\d{3}$/, li_uid: /^CHE\d{9}$/, li_vat: /^\d{5}$/, ma_vat: /^\d{8}$/, md_vat: /^\d{7}$/, me_pib: /^\d{8}$/,
  mk_vat: /^MK\d{13}$/, mr_nif: /^\d{8}$/, my_frp: /^\d{8}$/, my_itn: /^C\d{10}$/, my_sst: /^[A-Z]\d{2}-?\d{4}-?\d{8}$/, ng_tin: /^\d{8}-?\d{4}$/,
  no_voec: /^\d{7}$/, np_pan: /^\d{9}$/, om_vat: /^OM\d{10}$/, pe_ruc: /^\d{11}$/, ph_tin: /^\d{12}$/, ro_tin: /^\d{13}$/,
  rs_pib: /^\d{9}$/, ru_kpp: /^\d{9}$/, si_tin: /^\d{8}$/, sn_ninea: /^\d{7}[A-Z]\d[A-Z]?$/, sr_fin: /^\d{10}$/, sv_nit: /^\d{4}-?\d{6}-?\d{3}-?\d$/,
  th_vat: /^\d{13}$/, tj_tin: /^\d{9}$/, tw_vat: /^\d{8}$/, tz_vat: /^\d{8}[A-Z]$/, ua_vat: /^\d{9,12}$/, ug_tin: /^\d{10}$/,
  uy_ruc: /^\d{12}$/, uz_tin: /^\d{9}$/, uz_vat: /^\d{12}$/, ve_rif: /^[VEJPG]-?\d{8}-?\d$/, vn_tin: /^\d{10}(-?\d{3})?$/, zm_tin: /^\d{10}$/,
  zw_tin: /^\d{10}$/,
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
