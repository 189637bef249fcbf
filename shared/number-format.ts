/**
 * The one number formatter for money and counts, used by the dashboard (web/src/lib/format.ts, in
 * the user's locale) and by the mock's invoice PDF (en-US): grouped thousands and, for money, two
 * decimals — `$1,068.00`, `1,500,000` (spec 03 §2 "a dollar amount with 2 decimals", §9 "Prices shown
 * in USD dollars from cents"). Amounts are cents, as numbers or as the API's decimal strings.
 */

/** Intl formatters are costly to build; one per locale and option set is kept. */
const formatters = new Map<string, Intl.NumberFormat>();
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** Cents as money in a locale (the runtime's default when undefined); '' for something that is not a number. */
export function formatMoneyIn(cents: number | string, locale: string | undefined, currency = 'USD'): string {
  const value = Number(cents);
  if (!Number.isFinite(value)) return '';
  const f = cached(
    `money:${locale ?? ''}:${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return f.format(value / 100);
}

/** A count with the locale's grouping (`1,500,000` in en-US, `1.500.000` in de-DE); '' for a non-number. */
export function formatCountIn(n: number, locale: string | undefined): string {
  if (!Number.isFinite(n)) return '';
  return cached(`count:${locale ?? ''}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(n);
}
