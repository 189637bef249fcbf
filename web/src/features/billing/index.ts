/** The billing feature's public surface: its route, the shell's billing banners, billing access and its page guard, and the frozen-organization redirect. */
// The billing page styles also serve the credits page and the banners (tables, grid, wizard steps).
import './billing.css';
export { billingRoutes } from './routes.tsx';
export { BillingBanners } from './components/billing-banners.tsx';
export { canAccessBilling } from './access.ts';
export { hasPaymentMethod } from './components/payment-card.tsx';
export { formatDay, formatDateTime } from './domain/billing-rules.ts';
export { seatFromPricing, type SeatCost } from './domain/billing-rules.ts';
export { seatCostText } from './invite-seat-cost.ts';
export { BillingGate } from './components/billing-gate.tsx';
export { trackBilling } from './events.ts';
