import { Link } from 'react-router';
import { useDocumentTitle } from '../use-document-title.ts';

/** Any unknown path (spec 01 §2, spec 02 §2). */
export function NotFoundPage() {
  useDocumentTitle('Not found');
  return (
    <section className="page-message">
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/" className="button">
        Go home
      </Link>
    </section>
  );
}
