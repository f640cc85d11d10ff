import { sharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { printPdf } from '@roofing/documents/pdf/print-pdf';
import { AppError, type ServiceContext } from '@roofing/platform';
import { quoteSettings } from '../config.ts';

/**
 * Prints a contract or invoice page to a Letter PDF with the process's shared Chromium
 * (`CHROMIUM_PATH`; launched on first use, closed by `closeSharedBrowser` when the process
 * stops). JavaScript is off and nothing but `data:` URLs (the signature images) is loaded.
 * Throws `ChromiumMissing` (from `@roofing/documents/pdf/pdf-browser`) when there is no Chromium.
 */
export async function printDocumentPdf(
  ctx: ServiceContext,
  html: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  const browser = await sharedBrowser(quoteSettings.of(ctx).CHROMIUM_PATH);
  return printPdf(browser, html);
}

/**
 * printDocumentPdf for a request that waits on it: past `ms` the caller is answered 503 with
 * `tooLong` ("… took too long to print; try again.") and may retry.
 */
export async function printDocumentPdfWithin(
  ctx: ServiceContext,
  html: string,
  ms: number,
  tooLong: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('UNAVAILABLE', tooLong)), ms);
  });
  try {
    return await Promise.race([printDocumentPdf(ctx, html), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
