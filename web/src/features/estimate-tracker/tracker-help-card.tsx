import { COMPANY, COMPANY_EMAIL_HREF, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';

/**
 * An e-mail address that, when it must wrap, wraps after the "@" (the <wbr>), and only where no
 * such point is left breaks inside a word (overflow-wrap: break-word, which unlike `anywhere`
 * does not let the box shrink below the domain and so never chops "….com" on a wide screen).
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <span className="min-w-0 [overflow-wrap:break-word]">{address}</span>;
  return (
    <span className="min-w-0 [overflow-wrap:break-word]">
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}

/** The Track Your Estimate page's "Need help?" card: the office's phone and e-mail. */
export function TrackerHelpCard() {
  return (
    <aside aria-labelledby="tracker-help-heading">
      <div className="rounded-2xl bg-navy-900 p-6 text-white shadow-sm sm:p-8">
        <h2 id="tracker-help-heading" className="font-display text-xl font-bold">
          Need help?
        </h2>
        <p className="mt-2 text-sm text-navy-100">
          Lost your estimate number or have a question about your proposal? Our office is happy to
          help.
        </p>
        <ul className="mt-5 space-y-3">
          <li>
            <a
              href={COMPANY_PHONE_HREF}
              className="inline-flex items-center gap-2 rounded font-semibold text-white underline-offset-4 hover:underline"
            >
              <PhoneIcon className="size-5 text-ocean-300" />
              {COMPANY.phone}
            </a>
          </li>
          <li>
            <a
              href={COMPANY_EMAIL_HREF}
              className="inline-flex max-w-full items-center gap-2 rounded text-sm font-semibold text-white underline-offset-4 hover:underline"
            >
              <MailIcon className="size-5 shrink-0 text-ocean-300" />
              <EmailAddress address={COMPANY.email} />
            </a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
