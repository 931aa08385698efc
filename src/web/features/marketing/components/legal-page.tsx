import { MarkdownContent } from './markdown-content';

export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <article className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="mb-8 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <MarkdownContent html={html} />
      </div>
    </article>
  );
}
