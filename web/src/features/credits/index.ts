/** The credits feature's public surface: its route and the shell's low-credits banner. */
export { creditsRoutes } from './routes.tsx';
export { CreditBanners } from './components/credit-banners.tsx';
