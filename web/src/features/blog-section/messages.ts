import { defineMessages } from '../../i18n/catalogue.ts';

/**
 * The blog section's UI strings (the articles themselves are localized content:
 * content/blog-posts.ts). `category` is a key of CATEGORY_KEYS (blog-filter.ts).
 */
const en = {
  expertIntro:
    '<b>Questions after reading?</b> Our AI Roofing Expert answers from these articles and our FAQ, day or night, by text or voice.',
  startConversation: 'Start Conversation',
  askExpert: 'Ask AI Roofing Expert',
  hideExpert: 'Hide AI Roofing Expert',
  loadingExpert: 'Loading the AI Roofing Expert…',
  filterLegend: 'Filter posts by category',
  category:
    '{category, select, all {All Posts} safety {Safety} materials {Materials} codes {Building Codes} solar {Solar Integration} maintenance {Maintenance} other {All Posts}}',
  featuredHeading: 'Featured Articles',
  listHeading:
    '{category, select, safety {Safety Articles} materials {Materials Articles} codes {Building Codes Articles} solar {Solar Integration Articles} maintenance {Maintenance Articles} other {All Articles}}',
  views: '{views} views',
  tags: 'Tags',
  chatWithExpert: 'Chat with Expert',
  scheduleConsultation: 'Schedule Consultation',
};

/**
 * The catalogue's keys, which type the Spanish file (as SpanishOf would, without the Spanish
 * file's type depending on this catalogue's own inferred type, a cycle tsc reports).
 */
export type BlogSectionKey = keyof typeof en;

export const messages = defineMessages('blog.section', en, () => import('./messages.es.ts'));
