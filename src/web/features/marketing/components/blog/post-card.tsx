import { Link } from 'react-router';
import { blogPath, type BlogPost } from '#shared/blog-posts';
import { blogTexts } from '#web/features/marketing/content/blog';
import { ctaLabels } from '#web/features/marketing/content/common';
import { PostMeta } from './post-meta';

export interface PostSummary extends BlogPost {
  date: string;
  readingMinutes: number;
}

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand">
      <p className="text-sm font-semibold text-brand">{blogTexts.audience[post.audience]}</p>
      <h2 className="mt-2 text-xl font-semibold text-slate-900">
        <Link
          to={blogPath(post.slug)}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl"
        >
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-slate-600">{post.description}</p>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <PostMeta publishedAt={post.publishedAt} date={post.date} readingMinutes={post.readingMinutes} />
        <span aria-hidden="true" className="font-semibold text-brand">
          {ctaLabels.readArticle} →
        </span>
      </div>
    </article>
  );
}
