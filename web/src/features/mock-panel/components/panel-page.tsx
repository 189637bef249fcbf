/** The `/__mock/ui/` page: the control panel on its own, for any running fleetmock. */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/index.ts';
import { useToolPage } from '../../consent/index.ts';
import { MSG } from '../messages.ts';
import { MockPanel } from './mock-panel.tsx';

export default function MockPanelPage() {
  useDocumentTitle(MSG.pageTitle);
  // A tool, not the product's page: no cookie banner over its forms.
  useToolPage();
  return (
    <main id="main" className="mock-panel-page">
      <header className="mock-panel-page-header">
        <h1>{MSG.pageTitle}</h1>
        <Link to="/" className="link">
          {MSG.openDashboard}
        </Link>
      </header>
      <MockPanel />
    </main>
  );
}
