import { BLOG_POSTS, findBlogPost } from '#shared/blog-posts';
import type { PostSummary } from './components/blog/post-card';
import { formatPublishedDate, renderBlogArticle } from './content-files.server';
import { siteData } from './seo';

export function blogIndexData() {
  const posts: PostSummary[] = BLOG_POSTS.map((post) => ({
    ...post,
    date: formatPublishedDate(post.publishedAt),
    readingMinutes: renderBlogArticle(post.slug).readingMinutes,
  }));
  return { ...siteData(), posts };
}

export function blogArticleData(slug: string | undefined) {
  const post = findBlogPost(slug);
  if (!post) throw new Response('Artículo no encontrado', { status: 404, statusText: 'Not Found' });
  const { html, readingMinutes } = renderBlogArticle(post.slug);
  return {
    ...siteData(),
    post: { ...post, date: formatPublishedDate(post.publishedAt), readingMinutes },
    html,
  };
}
