/**
 * `GET /__mock/personas`: the seeded demo personas (the README table) with the shared demo password,
 * so a control panel can sign in as one with the ordinary `/login_` call, or show what each
 * demonstrates. Demo data only: the same table the CLI prints at start.
 */
import { json } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { PERSONA_PASSWORD, SSO_IDENTIFIER, personas } from '../../seed/personas.ts';

export function personaAdminRoutes(): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/personas',
      operationId: 'mockListPersonas',
      handler: () =>
        json(200, {
          password: PERSONA_PASSWORD,
          ssoIdentifier: SSO_IDENTIFIER,
          personas: personas.map(({ key, email, username, role, shows, login, totpSecret }) => ({
            key,
            email,
            username,
            role,
            shows,
            login,
            ...(totpSecret ? { totpSecret } : {}),
          })),
        }),
    },
  ];
}
