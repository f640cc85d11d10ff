import { COMPANY } from '@roofing/contracts';
import { useParams } from 'react-router';
import { findBlogPost } from '../features/blog-article/article-links.ts';
import { ArticleView } from '../features/blog-article/article-view.tsx';
import { BlogPostNotFound } from '../features/blog-article/blog-post-not-found.tsx';

/** /blog/{id}: one of the five built-in articles, or Blog Post Not Found. */
export function BlogArticlePage() {
  const post = findBlogPost(useParams().id);
  if (!post) return <BlogPostNotFound />;
  return (
    <>
      <title>{`${post.title} | ${COMPANY.name}`}</title>
      <ArticleView key={post.id} post={post} />
    </>
  );
}
