/** Any unknown path (spec 01 §2, spec 02 §2): a not-found page with a "go home" button. */
import { useNavigate } from 'react-router';
import { useDocumentTitle } from './ui/use-document-title.ts';
import { t } from '../lib/i18n.ts';
import { routes } from '../lib/paths.ts';

export function NotFoundPage({ standalone = true }: { standalone?: boolean }) {
  useDocumentTitle(t('notFound.title'));
  const navigate = useNavigate();
  const body = (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <button type="button" className="button button-primary" onClick={() => navigate(routes.home())}>
        {t('notFound.home')}
      </button>
    </section>
  );
  return standalone ? <main className="standalone-page">{body}</main> : body;
}
