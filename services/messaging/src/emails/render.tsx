import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** One e-mail ready for the mailer: the subject, the plain-text part and the HTML part. */
export interface EmailContent {
  subject: string;
  text: string;
  html?: string;
}

/** Headings keep their case and lists use "•" in the text version (html-to-text's options). */
const textOptions = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({
      selector,
      options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 },
    })),
    { selector: 'ul', options: { itemPrefix: '• ' } },
  ],
};

/**
 * Renders one e-mail component once, as HTML, and derives the plain text sent alongside it from
 * that HTML (what `render(…, { plainText: true })` does after a second React render of its own).
 */
export async function renderEmail(subject: string, email: ReactElement): Promise<EmailContent> {
  const html = await render(email);
  const text = toPlainText(html, textOptions);
  return { subject, html, text: text.trim() };
}
