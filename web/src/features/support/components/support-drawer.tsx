/**
 * The support side drawer (spec 03 §2, 310 px): status-page indicator, private support (with the
 * create-ticket form when the organization's plan grants it, the e-mail is set and verified and the
 * user is not logged in as someone else), community forum, documentation search, feature requests
 * and the support portal.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useQuery } from '@tanstack/react-query';
import { billingNoticesQuery, canAccessSupportQuery } from '../../../api/billing.ts';
import { docSearchQuery, statusIndicatorQuery } from '../../../api/support.ts';
import { Button, Select, TextField } from '../../../components/ui/index.ts';
import { config } from '../../../config.ts';
import { routes } from '../../../app/routes.ts';
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

/** Upgrade prompt (spec 03 §6): administrators go to the plans of the billing page, others to the support site. */
function UpgradePrompt({ org, isPlatformAdmin, onNavigate }: { org: { id: number; role: string | null }; isPlatformAdmin: boolean; onNavigate: () => void }) {
  if (canAccessBilling(org.role, isPlatformAdmin)) {
    return (
      <Link className="button button-secondary" to={`${routes.org(org.id).billing()}#billing-plans`} onClick={onNavigate}>
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
  const allowed = canUsePrivateSupport({ planAllows: access.data === true, email: user?.email ?? null, isVerified: !!user?.isVerified, loggedInAs });
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
          <>
            <p className="muted">{loggedInAs ? MSG.loggedInAs : !user?.email || !user.isVerified ? MSG.verifyEmail : MSG.upgradeForSupport}</p>
            {!loggedInAs && user?.email && user.isVerified && org ? <UpgradePrompt org={org} isPlatformAdmin={!!user.isAdmin} onNavigate={onClose} /> : null}
          </>
        ) : creating && org ? (
          <TicketForm orgId={org.id} orgHandle={org.handle} onDone={() => setCreating(false)} />
        ) : (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {MSG.createTicket}
          </Button>
        )}
        <p>
          <Link to={routes.supportPortal()} onClick={onClose}>
            {MSG.portal}
          </Link>
        </p>
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
