import { useT } from '../../i18n/catalogue.ts';
import { LocalLink as Link } from '../../i18n/local-link.tsx';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { messages } from './messages.ts';

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
  const t = useT(messages);
  return (
    <Link to="/" data-print-hidden={hiddenInPrint ? '' : undefined} className={toneClass[tone]}>
      <ArrowLeftIcon className="size-4" />
      {t('backHome')}
    </Link>
  );
}
