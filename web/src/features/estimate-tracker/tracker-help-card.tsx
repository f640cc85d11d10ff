import { OfficeEmailLink, OfficePhoneLink } from '../../components/ui/office-contact-links.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

/** The Track Your Estimate page's "Need help?" card: the office's phone and e-mail. */
export function TrackerHelpCard() {
  const t = useT(messages);
  return (
    <aside aria-labelledby="tracker-help-heading">
      <div className="rounded-2xl bg-navy-900 p-6 text-white shadow-sm sm:p-8">
        <h2 id="tracker-help-heading" className="font-display text-xl font-bold">
          {t('helpHeading')}
        </h2>
        <p className="mt-2 text-sm text-navy-100">{t('helpText')}</p>
        <ul className="mt-5 space-y-3">
          <li>
            <OfficePhoneLink />
          </li>
          <li>
            <OfficeEmailLink className="max-w-full text-sm" />
          </li>
        </ul>
      </div>
    </aside>
  );
}
