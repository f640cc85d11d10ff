import { Link } from 'react-router';
import { ArrowLeftIcon } from '../ui/icons.tsx';

const toneClass = {
  navy: 'inline-flex items-center gap-2 rounded font-semibold text-navy-800 underline-offset-4 hover:underline',
  // On a dark hero the link is white and as tall as a touch target.
  white:
    'inline-flex min-h-11 items-center gap-2 rounded font-semibold text-white underline-offset-4 hover:underline',
};

/** "Back to Home" at the top of a page the visitor reached from the home page. */
export function BackHomeLink({
  tone = 'navy',
  hiddenInPrint = false,
}: {
  tone?: keyof typeof toneClass;
  /** Left off the printed page (the instant quote prints). */
  hiddenInPrint?: boolean;
}) {
  return (
    <Link to="/" data-print-hidden={hiddenInPrint ? '' : undefined} className={toneClass[tone]}>
      <ArrowLeftIcon className="size-4" />
      Back to Home
    </Link>
  );
}
