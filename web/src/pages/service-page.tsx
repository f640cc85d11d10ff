import { useParams } from 'react-router';
import { useServicePage } from '../features/service-pages/service-page-models.ts';
import { ServicePageView } from '../features/service-pages/service-page-view.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** /services/{residential|commercial|repairs|inspections} (and /es/…); any other slug is not found. */
export function ServicePage() {
  const page = useServicePage(useParams().slug);
  if (!page) return <NotFoundPage />;
  return <ServicePageView key={page.slug} page={page} />;
}
