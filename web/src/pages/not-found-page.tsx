import { COMPANY } from '@roofing/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-styles.ts';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`Page Not Found | ${COMPANY.name}`}</title>
      <p className="font-display text-6xl font-bold text-navy-200">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-navy-900">Page Not Found</h1>
      <p className="mt-3 text-slate-700">The page you're looking for doesn't exist or has moved.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Back to Home
        </Link>
        <Link to="/#quote-form" className={buttonClass('outline', 'lg')}>
          Get a Free Quote
        </Link>
      </div>
    </div>
  );
}
