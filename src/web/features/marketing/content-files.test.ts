import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '#shared/blog-posts';
import { DEFAULT_SUPPORT_EMAIL } from '#shared/company';
import { formatPublishedDate, renderBlogArticle } from './content-files.server';
import { legalDocumentData } from './legal-data.server';

describe('content files rendered at build time', () => {
  it('has one Markdown file per blog entry and no orphan files', () => {
    const files = readdirSync('content/blog').filter((name) => name.endsWith('.md'));
    expect(files.sort()).toEqual(BLOG_POSTS.map((post) => `${post.slug}.md`).sort());
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(3);
  });

  it('renders every article with sections and a reading time', () => {
    for (const post of BLOG_POSTS) {
      const { html, readingMinutes } = renderBlogArticle(post.slug);
      expect(html.match(/<h2 /g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(readingMinutes).toBeGreaterThanOrEqual(2);
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('fills every placeholder of the legal pages from configuration and the catalogue', () => {
    const privacy = legalDocumentData('privacidad').html;
    const terms = legalDocumentData('terminos').html;
    expect(privacy + terms).not.toContain('{{');
    expect(privacy).toContain(`mailto:${process.env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL}`);
    // The ARCO rights the panels answer by themselves are pointed to by the buttons' own names.
    expect(privacy).toContain('<strong>Descargar mis datos</strong>');
    expect(privacy).toContain('<strong>Eliminar mi cuenta</strong>');
    expect(terms).toContain('<strong>Premium</strong>: $999 al mes');
    expect(terms).toContain('al menos <strong>18 años</strong>');
  });

  it('writes publication dates in Mexican Spanish', () => {
    expect(formatPublishedDate('2026-10-28')).toBe('28 de octubre de 2026');
  });
});
