import { CheckIcon } from '../../components/ui/icons.tsx';
import type { FinancingPartner } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

/** A new tab with no referrer and no access back to this page (public-site §2). */
const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One partner. The name is a link whose hit area is stretched over the whole card, so a click
 * anywhere opens the partner site; Apply Now is a second, real link on top of it. No link is
 * nested in another.
 */
export function PartnerCard({ partner }: { partner: FinancingPartner }) {
  const t = useT(messages);
  const headingId = `partner-${partner.kind}`;
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:border-ocean-600 hover:shadow-md"
    >
      <p className="self-start rounded-full bg-ocean-100 px-3 py-1 text-sm font-semibold text-navy-900">
        {partner.highlight}
      </p>
      <h3 id={headingId} className="mt-4 font-display text-xl font-bold text-navy-900">
        <a
          href={partner.url}
          {...EXTERNAL_LINK}
          className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:underline"
        >
          {partner.name}
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </h3>
      <p className="mt-2 text-slate-700">{partner.description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
        {partner.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-700" />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={partner.url}
        {...EXTERNAL_LINK}
        className="relative z-10 mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-coral-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-coral-700"
      >
        {t('applyNow')}
        <span className="sr-only">{t('applyWith', { name: partner.name })}</span>
        <ExternalIcon />
      </a>
    </article>
  );
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
