import type { ServiceContext } from '@roofing/platform';
import { HEADLESS_CHROMIUM_ARGS } from '@roofing/platform/headless-chromium';
import { chromium } from 'playwright-core';
import { quoteSettings } from '../config.ts';

/*
 * PLACEHOLDER: the docs helper writes the real printer (a shared browser, the footer, request
 * blocking) with this signature; it replaces this file at merge.
 */

/** Prints a whole HTML page to a Letter PDF with Chromium (JavaScript off, nothing fetched). */
export async function printDocumentPdf(
  ctx: ServiceContext,
  html: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  const browser = await chromium.launch({
    executablePath: quoteSettings.of(ctx).CHROMIUM_PATH,
    args: HEADLESS_CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    const counts = [...pdf.toString('latin1').matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)];
    const pageCount = Math.max(1, ...counts.map((match) => Number(match[1])));
    return { pdf, pageCount };
  } finally {
    await browser.close();
  }
}
