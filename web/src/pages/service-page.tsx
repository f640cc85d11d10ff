import { useParams } from 'react-router';
import { findServicePage } from '../features/service-pages/service-page-models.ts';
import { ServicePageView } from '../features/service-pages/service-page-view.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** /services/{residential|commercial|repairs|inspections}; any other slug is not found. */
export function ServicePage() {
  const page = findServicePage(useParams().slug);
  if (!page) return <NotFoundPage />;
  return <ServicePageView key={page.slug} page={page} />;
}
