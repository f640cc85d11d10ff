/**
 * Shapes of the content shared by the web app and the AI service: the blog articles and the FAQ
 * entries (public-site §3, portal-and-back-office §3). Imported by subpath only
 * (`@roofing/contracts/content/content-types`), so the landing page's first load does not carry
 * them.
 */

// Blog ------------------------------------------------------------------------------------------

export type BlogCategory =
  | 'Safety'
  | 'Materials'
  | 'Building Codes'
  | 'Solar Integration'
  | 'Maintenance';

/** The filter row starts with 'All Posts', then one entry per category. */
export type BlogCategoryName = 'All Posts' | BlogCategory;

export type BlogPost = {
  /** 1-5; the article lives at /blog/{id}. */
  id: number;
  title: string;
  excerpt: string;
  /**
   * Simple markup: lines starting with '## ', '### ' or '#### ' are headings, lines starting
   * with '• ' or '- ' are bullet items, '**bold**' inside a line, blank lines separate
   * paragraphs. No HTML, no links.
   */
  content: string;
  category: BlogCategory;
  /** e.g. '9 min read' (8-12 minutes). */
  readTime: string;
  /** 'Name, Job Title'; cards show only the part before the comma. */
  author: string;
  /** YYYY-MM-DD */
  date: string;
  tags: string[];
  featured: boolean;
  views: number;
};

// FAQ -------------------------------------------------------------------------------------------

export const FAQ_CATEGORIES = [
  'Installation',
  'Materials',
  'Cost',
  'Payment',
  'Maintenance',
  'Replacement',
  'Emergency',
  'Lifespan',
  'Warranty',
  'Insurance',
  'Gutters',
  'Ventilation',
  'Repair',
  'Legal',
  'Components',
  'Services',
  'Safety',
  'Design',
  'Solar',
  'Timing',
  'Green',
  'Problems',
  'Commercial',
  'Storm Damage',
  'Energy',
  'Specialty',
  'Drainage',
  'Decorative',
  'Standards',
  'Technology',
  'Service',
  'Accessories',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export type FaqEntry = {
  /** 1-100; the first 6 are the popular questions of the chat's welcome view. */
  id: number;
  question: string;
  answer: string;
  category: FaqCategory;
  /** 4-8 lowercase words a homeowner might type. */
  keywords: string[];
};
