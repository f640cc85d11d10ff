import { LANDING_COPY, type LandingSection } from '../../content/landing.ts';
import { useLocalized } from '../../i18n/content.ts';

/** Eyebrow, h2 and intro shared by the landing-page sections, in the page's language. */
export function SectionHeading({
  id,
  section,
  tone = 'dark',
}: {
  id: string;
  section: LandingSection;
  tone?: 'dark' | 'light';
}) {
  const copy = useLocalized(LANDING_COPY).SECTION_COPY[section];
  const light = tone === 'light';
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${light ? 'text-ocean-300' : 'text-ocean-700'}`}
      >
        {copy.eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 font-display text-3xl font-bold sm:text-4xl ${light ? 'text-white' : 'text-navy-900'}`}
      >
        {copy.title}
      </h2>
      <p className={`mt-4 text-lg ${light ? 'text-navy-100' : 'text-slate-700'}`}>{copy.intro}</p>
    </div>
  );
}
