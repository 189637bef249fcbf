/**
 * Plan-related fleet type change options (spec 02 §4): a type needing payment is "paid only" on a
 * free plan; a downgrade from a multicontainer type to one without multicontainer support is
 * blocked; the others are selectable and the first selectable one is marked recommended.
 */

export interface AppTypeFacts {
  id: number;
  name: string;
  supports_multicontainer: boolean;
  requires_payment: boolean;
}

export type AppTypeOptionState = 'ok' | 'paidOnly' | 'needsMulticontainer';

export interface AppTypeOption {
  id: number;
  name: string;
  state: AppTypeOptionState;
  recommended: boolean;
}

/** The change options for a fleet whose current type is `current`, on a paid plan or not. */
export function appTypeOptions(types: readonly AppTypeFacts[], current: Pick<AppTypeFacts, 'supports_multicontainer'> | null, planIsPaid: boolean): AppTypeOption[] {
  let recommendedGiven = false;
  return types.map((t) => {
    const state: AppTypeOptionState =
      t.requires_payment && !planIsPaid ? 'paidOnly' : current?.supports_multicontainer && !t.supports_multicontainer ? 'needsMulticontainer' : 'ok';
    const recommended = state === 'ok' && !recommendedGiven;
    if (recommended) recommendedGiven = true;
    return { id: t.id, name: t.name, state, recommended };
  });
}
