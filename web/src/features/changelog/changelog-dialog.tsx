/** The changelog dialog (spec 03 §2): the markdown file rendered as text, newest version first. Lazy-loaded. */
import { useQuery } from '@tanstack/react-query';
import Markdown from 'react-markdown';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/feedback.tsx';
import { t } from '../../lib/i18n.ts';
import { changelogQuery } from './changelog-api.ts';

/** Headings in the file start at h1; inside the dialog they sit below its title. */
const shiftHeadings = { h1: 'h3', h2: 'h4', h3: 'h5' } as const;

export default function ChangelogDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { data, isPending, isError } = useQuery(changelogQuery());
  return (
    <Dialog title={t('changelog.title')} isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())} size="large">
      {isPending ? <Spinner label={t('changelog.loading')} /> : null}
      {isError ? <p role="alert">{t('changelog.failed')}</p> : null}
      {data ? (
        <div className="changelog-body">
          <Markdown components={Object.fromEntries(Object.entries(shiftHeadings).map(([from, to]) => [from, ({ children }: { children?: React.ReactNode }) => { const Tag = to; return <Tag>{children}</Tag>; }]))} skipHtml>
            {data.markdown}
          </Markdown>
        </div>
      ) : null}
    </Dialog>
  );
}
