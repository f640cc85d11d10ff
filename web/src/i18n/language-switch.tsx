import { LANGUAGE_NAMES, type Locale, pathInLocale } from '@roofing/contracts/locale';
import { Link, useLocation } from 'react-router';
import { useT } from './catalogue.ts';
import { useLocale } from './locale-context.ts';
import { rememberLanguage } from './locale-root.tsx';
import { messages } from './messages.ts';

/**
 * The header's language switch: a link to the same page in the other language, named in that
 * language ("Español" on an English page, "English" on a Spanish one), remembered for the next
 * visit.
 */
export function LanguageSwitch({
  className,
  short = false,
}: {
  className?: string;
  /** Show the language's code ("EN", "ES") where the bar is tight; its name stays the link's name. */
  short?: boolean;
}) {
  const locale = useLocale();
  const t = useT(messages);
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'es' ? 'en' : 'es';
  return (
    <Link
      to={`${pathInLocale(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      title={t('languageSwitch')}
      className={className}
      onClick={() => rememberLanguage(other)}
      aria-label={short ? LANGUAGE_NAMES[other] : undefined}
      data-testid="language-switch"
    >
      {short ? other.toUpperCase() : LANGUAGE_NAMES[other]}
    </Link>
  );
}
