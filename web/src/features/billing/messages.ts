/**
 * Texts of the billing page and the billing banners: the `billing.*` keys of lib/i18n.ts (one table
 * for every string); role titles and tax id type labels are the `billing.role.*` and `billing.taxId.*` keys.
 */
import { messages, t } from '../../lib/i18n.ts';

export const MSG = messages('billing');

/** Fills `{name}` placeholders (the dashboard's one `fill`). */
export { fill } from '../../lib/i18n.ts';

/** Role titles for the seat table. */
export const ROLE_TITLES: Readonly<Record<string, string>> = {
  administrator: t('billing.role.administrator'),
  developer: t('billing.role.developer'),
  'safe-developer': t('billing.role.safe-developer'),
  operator: t('billing.role.operator'),
  'safe-operator': t('billing.role.safe-operator'),
  observer: t('billing.role.observer'),
  member: t('billing.role.member'),
};

/** Tax id types (Stripe's names) with a label of their own. */
export const TAX_ID_LABELS: Readonly<Record<string, string>> = {
  eu_vat: t('billing.taxId.eu_vat'),
  us_ein: t('billing.taxId.us_ein'),
  gb_vat: t('billing.taxId.gb_vat'),
  ca_bn: t('billing.taxId.ca_bn'),
  ca_gst_hst: t('billing.taxId.ca_gst_hst'),
  au_abn: t('billing.taxId.au_abn'),
  au_arn: t('billing.taxId.au_arn'),
  nz_gst: t('billing.taxId.nz_gst'),
  ch_vat: t('billing.taxId.ch_vat'),
  no_vat: t('billing.taxId.no_vat'),
  in_gst: t('billing.taxId.in_gst'),
  jp_cn: t('billing.taxId.jp_cn'),
  kr_brn: t('billing.taxId.kr_brn'),
  br_cnpj: t('billing.taxId.br_cnpj'),
  br_cpf: t('billing.taxId.br_cpf'),
  mx_rfc: t('billing.taxId.mx_rfc'),
  za_vat: t('billing.taxId.za_vat'),
  sg_gst: t('billing.taxId.sg_gst'),
  sg_uen: t('billing.taxId.sg_uen'),
  hk_br: t('billing.taxId.hk_br'),
  il_vat: t('billing.taxId.il_vat'),
  tr_tin: t('billing.taxId.tr_tin'),
  ae_trn: t('billing.taxId.ae_trn'),
  sa_vat: t('billing.taxId.sa_vat'),
  ru_inn: t('billing.taxId.ru_inn'),
};
