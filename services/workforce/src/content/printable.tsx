import { COMPANY, type Locale, SAFETY_MANAGER } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { printableMessages } from './printable-messages.ts';

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f1f33;max-width:48rem;margin:2rem auto;padding:0 1.25rem;line-height:1.5}
header{border-bottom:3px solid #0b2a4a;padding-bottom:.75rem;margin-bottom:1.5rem}
header p{margin:0;color:#475569;font-size:.9rem}
h1{font-size:1.6rem;margin:.25rem 0}h2{font-size:1.15rem;margin-top:1.5rem;color:#0b2a4a}
li{margin:.25rem 0}.blank{border-bottom:1px solid #94a3b8;min-height:1.8rem;margin:.4rem 0 .9rem}
.field{font-weight:600;font-size:.9rem}footer{margin-top:2rem;font-size:.8rem;color:#475569;border-top:1px solid #cbd5e1;padding-top:.5rem}
@media print{body{margin:0}}
`;

/**
 * Printable HTML pages with the company's header (policies, handouts, library documents,
 * reports). The page is React rendered to static markup: the title and every value in the body
 * are text to React, escaped where it writes them, so no page can forget to escape one. The
 * shell around it holds nothing but constants. `language` is the page's `lang` and the language of
 * the letterhead and footer (the crew's documents are offered in Spanish too, issue 24).
 */
export function printableHtml(
  title: string,
  body: ReactNode,
  subtitle = '',
  language: Locale = 'en',
): string {
  const t = translator(printableMessages, language);
  const head = renderToStaticMarkup(<title>{`${title} | ${COMPANY.name}`}</title>);
  const page = renderToStaticMarkup(
    <>
      <header>
        <p>{`${COMPANY.name} · ${t('license')} ${COMPANY.license} · ${COMPANY.phone}`}</p>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </header>
      {body}
      <footer>{t('footer', { name: SAFETY_MANAGER.name, phone: SAFETY_MANAGER.phone })}</footer>
    </>,
  );
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">${head}
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head><body>
${page}
</body></html>`;
}

/** Headed lists: a policy's sections, a handout's, a library sample's. */
export function Sections({
  sections,
}: {
  sections: readonly { heading: string; items: readonly string[] }[];
}) {
  return sections.map((section) => (
    <Fragment key={section.heading}>
      <h2>{section.heading}</h2>
      <ul>
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Fragment>
  ));
}

/** A labelled line to fill in by hand on a printed form. */
export function FillIn({ label }: { label: string }) {
  return (
    <>
      <div className="field">{label}</div>
      <div className="blank" />
    </>
  );
}
