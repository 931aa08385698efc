// Styles for HTML rendered from our own Markdown at build time (see markdown/render-markdown.server.ts).
const prose = [
  'max-w-none text-lg leading-relaxed text-slate-700',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-strong',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:bg-brand-soft [&_blockquote]:px-5 [&_blockquote]:py-1',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_table]:w-full [&_table]:text-left [&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top',
].join(' ');

export function MarkdownContent({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
