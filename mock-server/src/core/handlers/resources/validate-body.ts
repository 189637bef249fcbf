/**
 * Body validation before a write. The generated Zod validators (generated/zod) plug in here through
 * `registerBodyValidator` once the contract defines them; the store checks types, nullability, enums
 * and lengths itself (store/validate.ts), so this stays optional.
 */
export type BodyValidator = (body: Record<string, unknown>, mode: 'create' | 'update') => string | undefined;

const validators = new Map<string, BodyValidator>();

/** Registers a validator for a canonical resource name; returns a remover. */
export function registerBodyValidator(resource: string, validator: BodyValidator): () => void {
  validators.set(resource, validator);
  return () => validators.delete(resource);
}

/** The first validation problem of a body, or undefined. */
export function validateBody(
  resource: string,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
): string | undefined {
  return validators.get(resource)?.(body, mode);
}
