import type { Route } from './+types/blog';
import { blogIndexData } from '#web/features/marketing/blog-data.server';
import { PostCard } from '#web/features/marketing/components/blog/post-card';
import { PageIntro } from '#web/features/marketing/components/page-intro';
import { blogSeo, blogTexts } from '#web/features/marketing/content/blog';
import { seoMeta } from '#web/features/marketing/seo';

export const loader = () => blogIndexData();

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(blogSeo, loaderData);

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={blogTexts.title} lead={blogTexts.lead} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
