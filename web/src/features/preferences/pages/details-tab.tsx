/** /preferences/details: e-mail, password, sessions and account deletion (spec 01 §2, §4, §5). */
import { EmailSection } from '../components/email-section.tsx';
import { PasswordSection } from '../components/password-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { useSession } from '../../session/index.ts';
import { MSG } from '../messages.ts';

export default function DetailsTab() {
  const { user } = useSession();
  return (
    <>
      <section aria-labelledby="account-h" className="card">
        <h2 id="account-h">{MSG.accountTitle}</h2>
        <dl>
          <dt>{MSG.username}</dt>
          <dd>{user?.username ?? ''}</dd>
        </dl>
      </section>
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      <DeleteAccountSection />
    </>
  );
}
