import type { ReactNode } from 'react';

/*
 * The bands a marketing page is made of (the service pages, the ColdShield offer, financing):
 * a hero, titled content bands, and a closing call to action. Each ties its heading to its
 * landmark through `id`, so a screen reader lists the page by its headings.
 */

const heroGradient = {
  navy: 'from-navy-950 via-navy-900 to-navy-700',
  ocean: 'from-navy-950 via-navy-900 to-ocean-700',
};

/** The page's dark hero: eyebrow, the page's h1 and its introduction, then `children`. */
export function HeroBand({
  id,
  eyebrow,
  title,
  intro,
  gradient = 'navy',
  top,
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  gradient?: keyof typeof heroGradient;
  /** Shown above the eyebrow (a back link); the band then starts closer to the header. */
  top?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`bg-gradient-to-br ${heroGradient[gradient]} text-white`}
    >
      <div
        className={`mx-auto max-w-6xl px-4 sm:px-6 ${top ? 'pt-6 pb-14 sm:pb-20' : 'py-14 sm:py-20'}`}
      >
        {top}
        <p className={`${top ? 'mt-8 ' : ''}font-semibold tracking-wide text-sand-200 uppercase`}>
          {eyebrow}
        </p>
        <h1
          id={id}
          className="mt-3 max-w-3xl font-display text-4xl leading-tight font-bold sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-navy-100">{intro}</p>
        {children}
      </div>
    </section>
  );
}

const bandTone = { plain: '', white: 'bg-white', sand: 'bg-sand-100/70' };

/** A titled content band: its h2, an optional introduction, then `children` below them. */
export function TitledBand({
  id,
  title,
  intro,
  tone = 'plain',
  roomy = false,
  narrow = false,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: keyof typeof bandTone;
  /** More room above and below on wide screens (the offer and financing pages). */
  roomy?: boolean;
  /** A reading column (an FAQ) instead of the full width. */
  narrow?: boolean;
  children: ReactNode;
}) {
  const spacing = roomy ? 'py-14 sm:py-20' : 'py-14 sm:py-16';
  return (
    <section aria-labelledby={id} className={`${spacing} ${bandTone[tone]}`.trim()}>
      <div className={`mx-auto ${narrow ? 'max-w-3xl' : 'max-w-6xl'} px-4 sm:px-6`}>
        <h2 id={id} className="font-display text-3xl font-bold text-navy-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-2xl text-slate-700">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** The closing call to action on navy: title, text, the actions (`children`), then `after`. */
export function ClosingBand({
  id,
  title,
  text,
  after,
  children,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-navy-900 py-14 text-white sm:py-16">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id={id} className="font-display text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-navy-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {children}
        </div>
        {after}
      </div>
    </section>
  );
}
