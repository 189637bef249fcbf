/** /login/cli/* (spec 01 §2, §7): posts the session token to the CLI's local address (localhost or an IP only). */
import { useParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { cliLoginTarget } from '../cli-target.ts';
import { readToken } from '../../session/index.ts';
import { MSG } from '../messages.ts';
import { FormAlert } from '../../../components/ui/index.ts';

export default function CliLoginPage() {
  const params = useParams();
  const target = cliLoginTarget(params['*'] ?? '');
  return (
    <AuthCard title={MSG.cliTitle}>
      {target ? (
        <form method="post" action={target}>
          <p>{MSG.cliText}</p>
          <input type="hidden" name="token" value={readToken() ?? ''} />
          <button type="submit" className="button button-primary">
            {MSG.authorize}
          </button>
        </form>
      ) : (
        <FormAlert text={MSG.cliTargetInvalid} />
      )}
    </AuthCard>
  );
}
