/** /preferences/details: e-mail, password, sessions and account deletion (spec 01 §2, §4, §5). */
import { EmailSection } from '../components/email-section.tsx';
import { PasswordSection } from '../components/password-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { useSession } from '../../session/index.ts';

export default function DetailsTab() {
  const { user } = useSession();
  return (
    <>
      <section aria-labelledby="account-h" className="card">
        <h2 id="account-h">Account</h2>
        <dl>
          <dt>Username</dt>
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
