/**
 * Pages on which the account, billing and credit banners are not shown (spec 03 §2 "/identity-provider:
 * Banner exception: the banners are not shown there"): the identity-provider pages and their details.
 */
import { routes } from '../../lib/paths.ts';

const BANNER_FREE_PREFIXES = [routes.identityProvider()];

export function showsBanners(pathname: string): boolean {
  return !BANNER_FREE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
