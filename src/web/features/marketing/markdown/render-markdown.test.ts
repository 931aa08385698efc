import { describe, expect, it } from 'vitest';
import { renderInline, slugify } from './inline.server';
import { renderMarkdown } from './render-markdown.server';

describe('renderMarkdown', () => {
  it('renders headings with Spanish-friendly anchors', () => {
    expect(renderMarkdown('## ¿Qué hacer después?')).toBe(
      '<h2 id="que-hacer-despues">¿Qué hacer después?</h2>',
    );
  });

  it('joins consecutive lines into one paragraph and splits on blank lines', () => {
    expect(renderMarkdown('uno\ndos\n\ntres')).toBe('<p>uno dos</p>\n<p>tres</p>');
  });

  it('renders unordered and ordered lists, with wrapped items', () => {
    expect(renderMarkdown('- a\n- b\n  sigue')).toBe('<ul><li>a</li><li>b sigue</li></ul>');
    expect(renderMarkdown('1. uno\n2. dos')).toBe('<ol><li>uno</li><li>dos</li></ol>');
  });

  it('renders tables with header cells', () => {
    const html = renderMarkdown('| Zona | Frecuencia |\n|---|---|\n| Baño | Semanal |');
    expect(html).toContain('<th scope="col">Zona</th>');
    expect(html).toContain('<td>Baño</td><td>Semanal</td>');
  });

  it('renders quotes and rules', () => {
    expect(renderMarkdown('> **Ojo:** ventila')).toBe(
      '<blockquote><p><strong>Ojo:</strong> ventila</p></blockquote>',
    );
    expect(renderMarkdown('---')).toBe('<hr>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});

describe('renderInline', () => {
  it('renders emphasis, code and links', () => {
    expect(renderInline('**fuerte** y *suave* con `código`')).toBe(
      '<strong>fuerte</strong> y <em>suave</em> con <code>código</code>',
    );
    expect(renderInline('[Servicios](/servicios)')).toBe('<a href="/servicios">Servicios</a>');
  });

  it('neutralises script links and keeps snake_case words intact', () => {
    expect(renderInline('[x](javascript:alert(1))')).toContain('href="#"');
    expect(renderInline('usa limpieza_hogar_rapida')).toBe('usa limpieza_hogar_rapida');
  });

  it('slugifies accented headings', () => {
    expect(slugify('Baño y cocina: ¿cuándo?')).toBe('bano-y-cocina-cuando');
  });
});
