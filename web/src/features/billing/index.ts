/** The billing feature's public surface: its route, the shell's billing banners, billing access and the frozen-organization redirect. */
export { billingRoutes } from './routes.tsx';
export { BillingBanners } from './components/billing-banners.tsx';
export { canAccessBilling } from './access.ts';
export { frozenOrganizationRedirect } from './frozen.ts';
export { hasPaymentMethod } from './components/payment-card.tsx';
export { dollars, formatDate } from './domain/billing-rules.ts';
