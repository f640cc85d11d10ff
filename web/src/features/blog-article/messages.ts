import { defineMessages } from '../../i18n/catalogue.ts';

/** The article page's UI strings (the article itself is localized content). */
const en = {
  pageTitle: '{title} | {company}',
  backToBlog: 'Back to Blog',
  author: 'Author',
  byAuthor: 'By <b>{name}</b>',
  byAuthorWithRole: 'By <b>{name}</b>, {role}',
  published: 'Published',
  readingTime: 'Reading time',
  viewsTerm: 'Views',
  views: '{views} views',
  shareHeading: 'Share This Article',
  shareOnTwitter: 'Share on Twitter',
  shareOnFacebook: 'Share on Facebook',
  copyLink: 'Copy Link',
  linkCopied: 'Link Copied',
  copyFailed: 'Copy Failed',
  copyFailedText: 'The link could not be copied. Please copy it from the address bar.',
  tagsHeading: 'Tags',
  expertHeading: 'Talk to a Roofing Expert',
  expertText:
    'Questions about your own roof? Our AI roofing assistant answers right away, by text or voice. Emergency crews are on call 24/7 and we answer every request within {hours} hours.',
  chatWithExpert: 'Chat with Expert',
  orCall: 'Or call <nowrap>{phone}</nowrap>',
  viewAllArticles: 'View All Articles',
  notFoundPageTitle: 'Blog Post Not Found | {company}',
  notFoundHeading: 'Blog Post Not Found',
  notFoundText: "The blog post you're looking for doesn't exist.",
};

/**
 * The catalogue's keys, which type the Spanish file (as SpanishOf would, without the Spanish
 * file's type depending on this catalogue's own inferred type, a cycle tsc reports).
 */
export type BlogArticleKey = keyof typeof en;

export const messages = defineMessages('blog.article', en, () => import('./messages.es.ts'));
