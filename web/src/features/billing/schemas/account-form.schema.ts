/**
 * The company and billing information form (spec 03 §5): the billing e-mail is required and must be
 * an address (fields_errors.invalid_email); company, address fields and phone are optional, the company
 * name at most as long as the contract allows; a tax id
 * is checked against its type's pattern (fields_errors.invalid_tax_id) and sent as null when its
 * type or value is empty. Output: the PATCH body.
 */
import { z } from 'zod';
import { isValidTaxId } from '../../../../../shared/tax-id.ts';
import { TEXT_LIMITS } from '../../../api/bodies.ts';
import { MSG, fill } from '../messages.ts';

const text = z.string();

export const accountFormSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, MSG.emailRequired)
      .pipe(z.email({ message: MSG.invalidEmail })),
    company_name: text.superRefine((v, ctx) => {
      const max = TEXT_LIMITS.companyName;
      if (v.trim().length > max)
        ctx.addIssue({ code: 'custom', message: fill(MSG.companyNameTooLong, { max, count: v.trim().length }) });
    }),
    address1: text,
    address2: text,
    city: text,
    state: text,
    zip: text,
    country: text,
    phone: text,
    taxType: text,
    taxValue: text,
  })
  .superRefine((v, issues) => {
    const type = v.taxType.trim();
    const value = v.taxValue.trim();
    if (type && value && !isValidTaxId(type, value))
      issues.addIssue({ code: 'custom', path: ['taxValue'], message: MSG.invalidTaxId });
  })
  .transform((v) => {
    const type = v.taxType.trim();
    const value = v.taxValue.replace(/\s+/g, '').toUpperCase();
    return {
      email: v.email,
      company_name: v.company_name.trim() || null,
      address: {
        address1: v.address1,
        address2: v.address2,
        city: v.city,
        state: v.state,
        zip: v.zip,
        country: v.country.trim().toUpperCase(),
        phone: v.phone,
      },
      tax_id: type && value ? { type, value, ...(type === 'eu_vat' ? { country: value.slice(0, 2) } : {}) } : null,
    };
  });

export type AccountFormValues = z.input<typeof accountFormSchema>;
