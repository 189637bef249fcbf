/** The changelog dialog (spec 03 §2): the markdown file rendered as text, newest version first. Lazy-loaded. */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Markdown from 'react-markdown';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/feedback.tsx';
import { t } from '../../lib/i18n.ts';
import { changelogQuery } from './changelog-api.ts';

type Children = { children?: ReactNode };
/** Headings in the file start at h1; inside the dialog they sit below its h2 title. */
const shiftedHeadings = {
  h1: ({ children }: Children) => <h3>{children}</h3>,
  h2: ({ children }: Children) => <h4>{children}</h4>,
  h3: ({ children }: Children) => <h5>{children}</h5>,
};

export default function ChangelogDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { data, isPending, isError } = useQuery(changelogQuery());
  return (
    <Dialog
      title={t('changelog.title')}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="large"
    >
      {isPending ? <Spinner label={t('changelog.loading')} /> : null}
      {isError ? <p role="alert">{t('changelog.failed')}</p> : null}
      {data ? (
        <div className="changelog-body">
          <Markdown components={shiftedHeadings} skipHtml>
            {data.markdown}
          </Markdown>
        </div>
      ) : null}
    </Dialog>
  );
}
