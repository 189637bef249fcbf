/**
 * Every identity provider the user administers, each a link to its page (the one shown is marked),
 * with the button that adds another: /identity-provider leads to the first one only, so this card is
 * how the others, and a further provider, are reached.
 */
import { useQuery } from '@tanstack/react-query';
import { administeredIdentityProvidersQuery } from '../../../api/identity-providers.ts';
import { Card, Link } from '../../../components/ui/index.ts';
import { routes } from '../../../lib/paths.ts';
import { AddIdentityProvider } from './add-provider.tsx';
import { MSG } from '../messages.ts';

export function ProvidersCard({
  userId,
  currentId,
  organizations,
}: {
  userId: number;
  currentId: number;
  organizations: ReadonlyArray<{ id: number; name: string }>;
}) {
  const providers = useQuery({ ...administeredIdentityProvidersQuery(userId), enabled: userId > 0 });
  const list = providers.data ?? [];
  return (
    <Card title={MSG.providers} actions={<AddIdentityProvider organizations={organizations} variant="secondary" />}>
      <ul className="idp-providers">
        {list.map((p) => (
          <li key={p.id}>
            {p.id === currentId ? (
              <span aria-current="page">
                {p.sso_identifier} {MSG.current}
              </span>
            ) : (
              <Link to={routes.identityProviderDetail(p.id)}>{p.sso_identifier}</Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
