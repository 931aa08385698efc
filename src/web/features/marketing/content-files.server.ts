import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderMarkdown } from './markdown/render-markdown.server';

// Markdown under content/ is read and rendered while prerendering; the browser only receives HTML.
const CONTENT_DIR = resolve(process.cwd(), 'content');
const WORDS_PER_MINUTE = 200;
const publishedDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });

export interface RenderedMarkdown {
  html: string;
  readingMinutes: number;
}

function readMarkdown(relativePath: string): string {
  return readFileSync(resolve(CONTENT_DIR, relativePath), 'utf8');
}

function render(source: string): RenderedMarkdown {
  const words = source.split(/\s+/).filter(Boolean).length;
  return { html: renderMarkdown(source), readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

export function renderBlogArticle(slug: string): RenderedMarkdown {
  return render(readMarkdown(`blog/${slug}.md`));
}

// Legal texts hold {{placeholders}} for facts that come from configuration or the shared catalogue.
export function renderLegalDocument(name: string, values: Record<string, string>): RenderedMarkdown {
  const source = readMarkdown(`legal/${name}.md`).replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Falta el valor de ${placeholder} en content/legal/${name}.md`);
    return value;
  });
  return render(source);
}

export function formatPublishedDate(isoDate: string): string {
  return publishedDate.format(new Date(`${isoDate}T00:00:00Z`));
}
