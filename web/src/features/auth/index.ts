/** Public surface of the auth feature: other features, the app shell and routes import only this. */
export { usePageTitle } from './components/auth-card.tsx';
export { ProfileFields } from './components/profile-fields.tsx';
export { MSG } from './messages.ts';
export { authRoutes } from './routes.tsx';
export { checkLogin } from './schemas/login-fields.ts';
export {
  mergeConsentSchema,
  newPasswordSchema,
  profileSchema,
  signupSchema,
  twoFactorTokenSchema,
  type ProfileValues,
} from './schemas/auth.schema.ts';
export { emailField, newPasswordField } from './schemas/email.ts';
