import { render } from '@react-email/render';
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

/** Renders one e-mail component twice: as HTML, and as the plain text sent alongside it. */
export async function renderEmail(subject: string, email: ReactElement): Promise<EmailContent> {
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: textOptions }),
  ]);
  return { subject, html, text: text.trim() };
}
