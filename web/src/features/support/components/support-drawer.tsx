/**
 * The support side drawer (spec 03 §2, 310 px): status-page indicator, private support (with the
 * create-ticket form when the organization's plan grants it, the e-mail is set and verified and the
 * user is not logged in as someone else), community forum, documentation search, feature requests
 * and the support portal (on the ticket form's terms).
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useQuery } from '@tanstack/react-query';
import { requestVerificationEmail } from '../../../api/auth.ts';
import { billingNoticesQuery, canAccessSupportQuery } from '../../../api/billing/account.ts';
import { docSearchQuery, statusIndicatorQuery } from '../../../api/support.ts';
import { Button, FormAlert, Select, TextField, toast } from '../../../components/ui/index.ts';
import { RESEND_VERIFICATION_DEBOUNCE_MS } from '../../../lib/timing.ts';
import { config } from '../../../config.ts';
import { routes } from '../../../lib/paths.ts';
import { canAccessBilling } from '../../billing/index.ts';
import { useSession } from '../../session/index.ts';
import { canUsePrivateSupport } from '../domain/ticket-rules.ts';
import { MSG } from '../messages.ts';
import { TicketForm } from './ticket-form.tsx';
import '../support.css';

export function SupportDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="support-drawer">
        <Dialog aria-labelledby="support-drawer-title" className="support-drawer-dialog">
          <header className="support-drawer-header">
            <Heading slot="title" id="support-drawer-title">
              {MSG.title}
            </Heading>
            <Button variant="ghost" onClick={onClose}>
              {MSG.close}
            </Button>
          </header>
          <SupportContent onClose={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function StatusIndicator() {
  const status = useQuery(statusIndicatorQuery());
  if (!status.data) return null;
  const { indicator, description } = status.data.status;
  return (
    <p className={`status-indicator status-${indicator}`} role="status">
      <span aria-hidden="true">●</span> {MSG.status}: {description}
    </p>
  );
}

function DocSearch() {
  const [query, setQuery] = useState('');
  const results = useQuery(docSearchQuery(query));
  return (
    <section aria-label={MSG.docSearch}>
      <TextField label={MSG.docSearch} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      {results.data ? (
        results.data.hits.length === 0 ? (
          <p className="muted">{MSG.noResults}</p>
        ) : (
          <ul className="doc-results">
            {results.data.hits.map((hit) => (
              <li key={hit.objectID}>
                <a href={hit.url} target="_blank" rel="noopener noreferrer">
                  {[hit.hierarchy?.lvl0, hit.hierarchy?.lvl1].filter(Boolean).join(' › ') || hit.url}
                </a>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

/** Sends a new verification e-mail, debounced 300 ms (spec 03 §7, §9); hidden once sent. */
function SendVerification() {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const send = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState('sending');
      setError(null);
      requestVerificationEmail().then(
        () => {
          setState('sent');
          toast.show({ kind: 'success', text: MSG.verificationSent });
        },
        (e: unknown) => {
          setError(e);
          setState('idle');
        },
      );
    }, RESEND_VERIFICATION_DEBOUNCE_MS);
  };
  if (state === 'sent') return <p role="status">{MSG.verificationSent}</p>;
  return (
    <>
      <FormAlert error={error} />
      <Button onClick={send} pending={state === 'sending'} disabled={state === 'sending'}>
        {MSG.sendVerification}
      </Button>
    </>
  );
}

/** Upgrade prompt (spec 03 §6): administrators go to the plans of the billing page, others to the support site. */
function UpgradePrompt({
  org,
  isPlatformAdmin,
  onNavigate,
}: {
  org: { id: number; role: string | null };
  isPlatformAdmin: boolean;
  onNavigate: () => void;
}) {
  if (canAccessBilling(org.role, isPlatformAdmin)) {
    return (
      <Link
        className="button button-secondary"
        to={`${routes.org(org.id).billing()}#billing-plans`}
        onClick={onNavigate}
      >
        {MSG.upgradePlan}
      </Link>
    );
  }
  return (
    <a href={config.externalUrls.help} target="_blank" rel="noopener noreferrer">
      {MSG.contactSupport}
    </a>
  );
}

function SupportContent({ onClose }: { onClose: () => void }) {
  const { user, claims } = useSession();
  const orgs = useQuery({ ...billingNoticesQuery(user?.id ?? 0), enabled: !!user });
  const [orgId, setOrgId] = useState<number | null>(null);
  const selected = orgId ?? orgs.data?.[0]?.id ?? null;
  const access = useQuery({ ...canAccessSupportQuery(selected ?? 0), enabled: selected !== null });
  const [creating, setCreating] = useState(false);
  const loggedInAs = claims?.actualUser !== undefined && claims.actualUser !== claims.id;
  const allowed = canUsePrivateSupport({
    planAllows: access.data === true,
    email: user?.email ?? null,
    isVerified: !!user?.isVerified,
    loggedInAs,
  });
  const org = orgs.data?.find((o) => o.id === selected);

  return (
    <div className="support-drawer-body">
      <StatusIndicator />
      <section aria-label={MSG.privateSupport}>
        <h3>{MSG.privateSupport}</h3>
        {orgs.data && orgs.data.length > 1 ? (
          <Select
            label={MSG.organization}
            options={orgs.data.map((o) => ({ id: String(o.id), label: o.name }))}
            selectedKey={selected === null ? null : String(selected)}
            onSelectionChange={(key) => {
              setOrgId(Number(key));
              setCreating(false);
            }}
          />
        ) : null}
        {selected === null ? (
          <p className="muted">{MSG.noOrganization}</p>
        ) : access.isPending ? (
          <p className="muted">{MSG.loading}</p>
        ) : !allowed ? (
          loggedInAs ? (
            <p className="muted">{MSG.loggedInAs}</p>
          ) : !user?.email ? (
            <>
              <p className="muted">{MSG.emailMissing}</p>
              <Link className="button button-secondary" to={routes.preferences('details')} onClick={onClose}>
                {MSG.setEmail}
              </Link>
            </>
          ) : !user.isVerified ? (
            <>
              <p className="muted">{MSG.verifyEmail}</p>
              <SendVerification />
            </>
          ) : (
            <>
              <p className="muted">{MSG.upgradeForSupport}</p>
              {org ? <UpgradePrompt org={org} isPlatformAdmin={!!user.isAdmin} onNavigate={onClose} /> : null}
            </>
          )
        ) : creating && org ? (
          <TicketForm orgId={org.id} orgHandle={org.handle} onDone={() => setCreating(false)} />
        ) : (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {MSG.createTicket}
          </Button>
        )}
        {/* The portal is private support: offered on the same terms as the ticket form (the mock's
            GET /zendesk/v1/login applies the same rules). */}
        {allowed ? (
          <p>
            <Link to={routes.supportPortal()} onClick={onClose}>
              {MSG.portal}
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-label={MSG.community}>
        <h3>{MSG.community}</h3>
        <a href={config.externalUrls.forums} target="_blank" rel="noopener noreferrer">
          {MSG.forums}
        </a>
      </section>
      <DocSearch />
      <section aria-label={MSG.featureRequests}>
        <a href={config.externalUrls.featureRequests} target="_blank" rel="noopener noreferrer">
          {MSG.featureRequests}
        </a>
      </section>
    </div>
  );
}
