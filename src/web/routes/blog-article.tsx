import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/blog-article';
import { blogPath } from '#shared/blog-posts';
import { blogArticleData } from '#web/features/marketing/blog-data.server';
import { PostMeta } from '#web/features/marketing/components/blog/post-meta';
import { ButtonLink } from '#web/features/marketing/components/button-link';
import { CallToAction } from '#web/features/marketing/components/call-to-action';
import { JsonLd } from '#web/features/marketing/components/json-ld';
import { MarkdownContent } from '#web/features/marketing/components/markdown-content';
import { blogTexts } from '#web/features/marketing/content/blog';
import { seoMeta } from '#web/features/marketing/seo';
import { articleLd } from '#web/features/marketing/structured-data';

export const loader = ({ params }: Route.LoaderArgs) => blogArticleData(params.slug);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...seoMeta({ ...loaderData.post, path: blogPath(loaderData.post.slug), type: 'article' }, loaderData),
        { property: 'article:published_time', content: loaderData.post.publishedAt },
      ]
    : [];

// Content only: the prerendered HTML ships without React (see lib/static-page.ts).
export const handle = { hydrate: false };

export default function BlogArticlePage({ loaderData }: Route.ComponentProps) {
  const { post, html, origin } = loaderData;
  const cta = blogTexts.articleCta[post.audience];
  return (
    <>
      <article className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 rounded font-medium text-brand hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {blogTexts.backToBlog}
          </Link>
          <header className="mt-8 mb-10 border-b border-slate-200 pb-8">
            <p className="text-sm font-semibold text-brand">{blogTexts.audience[post.audience]}</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 text-xl text-slate-600">{post.description}</p>
            <div className="mt-5">
              <PostMeta
                publishedAt={post.publishedAt}
                date={post.date}
                readingMinutes={post.readingMinutes}
              />
            </div>
          </header>
          <MarkdownContent html={html} />
        </div>
      </article>
      <CallToAction id="siguiente-paso" title={cta.title} text={cta.text}>
        <ButtonLink to={cta.to} variant="light">
          {cta.label}
        </ButtonLink>
      </CallToAction>
      <JsonLd data={articleLd(origin, post)} />
    </>
  );
}
