/** The fleet summary card (spec 02 §2 "A summary card with architecture, slug, created date and application type"). */
import { Card } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { formatDate } from '../format.ts';
import { MSG } from '../messages.ts';
import { type FleetSummary } from '../../../api/application/fleet.ts';

export function FleetSummaryCard({ summary, organizationName }: { summary: FleetSummary; organizationName: string }) {
  return (
    <Card title={MSG.summary}>
      <dl className="facts">
        <dt>{MSG.organization}</dt>
        <dd>{organizationName}</dd>
        <dt>{MSG.slug}</dt>
        <dd>
          <code>{summary.slug}</code> <CopyButton value={summary.slug} />
        </dd>
        <dt>{MSG.deviceType}</dt>
        <dd>{summary.deviceTypeName}</dd>
        <dt>{MSG.architecture}</dt>
        <dd>{summary.architecture}</dd>
        <dt>{MSG.created}</dt>
        <dd>{formatDate(summary.createdAt)}</dd>
        <dt>{MSG.applicationType}</dt>
        <dd>{summary.applicationType}</dd>
      </dl>
    </Card>
  );
}
