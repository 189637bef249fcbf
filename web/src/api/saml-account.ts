/**
 * SAML accounts (spec 01 §5, §7): the accounts an identity provider generated, which block its
 * removal, and the user's own, which make them a SAML user.
 */
import { api, type DashboardClient, type Filter, type Row } from './client.ts';

/** The number of SAML accounts matching a filter, read once (`c`: another client, in tests). */
export const countSamlAccounts = (
  filter: Filter<Row<'saml_account'>>,
  signal?: AbortSignal,
  c: DashboardClient = api,
): Promise<number> => c.count('saml_account', { $filter: filter }, { signal });
