/** Tax id types and patterns (spec 03 §5): per-country types plus EU VAT checked per country prefix. */
import { describe, expect, it } from 'vitest';
import { TAX_ID_TYPES, isValidTaxId } from './tax-id.ts';

describe('tax ids', () => {
  it('knows about 110 types besides the EU VAT prefixes', () => {
    expect(TAX_ID_TYPES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TAX_ID_TYPES).size).toBe(TAX_ID_TYPES.length);
  });

  it.each([
    ['eu_vat', 'DE123456789', true],
    ['eu_vat', 'DE12345678', false],
    ['eu_vat', 'XX123456789', false],
    ['us_ein', '12-3456789', true],
    ['ar_cuit', '12-34567890-1', true],
    ['jp_trn', 'T1234567891234', true],
    ['ca_qst', '1234567890 TQ 1234', true],
    ['gb_vat', '123456789', false],
    ['no_such_type', '123', false],
  ])('%s %s → %s', (type, value, ok) => {
    expect(isValidTaxId(type, value)).toBe(ok);
  });
});
