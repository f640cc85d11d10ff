import { COMPANY } from '@roofing/contracts';
import type { Browser } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const PRINT_TIMEOUT_MS = 30_000;

/**
 * The footer of every page: the legal name and the state license (Florida requires the license
 * number on contracts and estimates), and "Page X of Y". Chromium fills the two spans itself.
 * Footer templates start at font-size 0, hence the explicit size. Rendered by React like the
 * documents, so the legal name's "&" is escaped where it is written.
 */
function footer(spanish: boolean): string {
  return renderToStaticMarkup(
    createElement(
      'div',
      {
        style: {
          width: '100%',
          fontFamily: 'Arial,Helvetica,sans-serif',
          fontSize: '8px',
          color: '#555',
          padding: '0 0.55in',
          display: 'flex',
          justifyContent: 'space-between',
        },
      },
      createElement(
        'span',
        null,
        `${COMPANY.legalName} · ${COMPANY.phone} · ${spanish ? 'Licencia de Florida' : 'Florida License'} ${COMPANY.license}`,
      ),
      createElement(
        'span',
        null,
        spanish ? 'Página ' : 'Page ',
        createElement('span', { className: 'pageNumber' }),
        spanish ? ' de ' : ' of ',
        createElement('span', { className: 'totalPages' }),
      ),
    ),
  );
}

const FOOTER = footer(false);
/** A page written in Spanish (`<html lang="es">`, issue 24) gets its footer in Spanish. */
const FOOTER_ES = footer(true);

/**
 * Pages of a PDF as Chromium writes it: the page tree's root carries the total in `/Count`
 * (intermediate nodes carry their part, so the largest is the total).
 */
export function countPdfPages(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  let pages = 0;
  for (const match of text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)) {
    pages = Math.max(pages, Number(match[1]));
  }
  for (const match of text.matchAll(/\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)) {
    pages = Math.max(pages, Number(match[1]));
  }
  return pages;
}

/**
 * Prints sanitised HTML to a Letter PDF in a fresh context of the shared browser: JavaScript off,
 * and every request except data: URLs aborted, so a document can neither run code nor reach out.
 */
export async function printPdf(
  browser: Browser,
  html: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  try {
    await context.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
    const pdf = await page.pdf({
      format: 'Letter',
      printBackground: true,
      margin: { top: '0.6in', bottom: '0.75in', left: '0.55in', right: '0.55in' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: /^<!doctype html>\s*<html lang="es"/i.test(html) ? FOOTER_ES : FOOTER,
    });
    const pageCount = countPdfPages(pdf);
    if (pageCount < 1) throw new Error('Chromium wrote a PDF without pages');
    return { pdf, pageCount };
  } finally {
    await context.close();
  }
}
