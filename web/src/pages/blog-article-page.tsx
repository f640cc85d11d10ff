import { COMPANY } from '@roofing/contracts';
import { useParams } from 'react-router';
import { LOCALIZED_BLOG_POSTS } from '../content/blog-posts.ts';
import { findBlogPost } from '../features/blog-article/article-links.ts';
import { ArticleView } from '../features/blog-article/article-view.tsx';
import { BlogPostNotFound } from '../features/blog-article/blog-post-not-found.tsx';
import { messages } from '../features/blog-article/messages.ts';
import { useT } from '../i18n/catalogue.ts';
import { useLocalized } from '../i18n/content.ts';

/**
 * /blog/{id} (and /es/blog/{id}): one of the five built-in articles in the page's language, or
 * Blog Post Not Found. The id is read by the English rule, which the gateway's 404 shares.
 */
export function BlogArticlePage() {
  const t = useT(messages);
  const posts = useLocalized(LOCALIZED_BLOG_POSTS);
  const found = findBlogPost(useParams().id);
  const post = found && posts.find((candidate) => candidate.id === found.id);
  if (!post) return <BlogPostNotFound />;
  return (
    <>
      <title>{t('pageTitle', { title: post.title, company: COMPANY.name })}</title>
      <ArticleView key={post.id} post={post} />
    </>
  );
}
