/**
 * The account route group, registered in core/app.ts (spec 01 §2, §4, §5, §7, §8; api-ground-truth
 * §4, §5): sign-up and e-mail verification, password reset, password/e-mail/profile changes,
 * logging out other sessions, TOTP two-factor with recovery codes. Mails go to the world's outbox.
 */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { withPersonaFastPath } from '../../auth/password-check.ts';
import { signupRoutes } from './signup-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export { checkPassword } from '../../auth/password-hash.ts';

/** Every account route. */
export function accountRoutes(deps: CoreDeps): RouteDef[] {
  const verify = withPersonaFastPath(deps.options.verifyPassword);
  return [...signupRoutes(), ...resetRoutes(), ...settingsRoutes(verify), ...twoFactorRoutes(verify)];
}
