import { renderInline, slugify } from './inline.server';

// A small build-time Markdown renderer for our own articles and legal texts (headings, paragraphs,
// lists, quotes, rules, tables, emphasis, links, code). Raw HTML in the source is escaped, never passed through.

const HEADING = /^(#{1,4})\s+(.+)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const UNORDERED = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function isBlockStart(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    RULE.test(line) ||
    UNORDERED.test(line) ||
    ORDERED.test(line) ||
    line.startsWith('>') ||
    isTableStart(line, next)
  );
}

function isTableStart(line: string, next: string | undefined): boolean {
  return line.includes('|') && next !== undefined && TABLE_DIVIDER.test(next);
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function renderTable(rows: string[]): string {
  const [head = '', , ...body] = rows;
  const headCells = cells(head)
    .map((cell) => `<th scope="col">${renderInline(cell)}</th>`)
    .join('');
  const bodyRows = body
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((cell) => `<td>${renderInline(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('');
  return `<div class="table-scroll"><table><thead><tr>${headCells}</tr></thead><tbody>${bodyRows}</tbody></table></div>`;
}

function renderList(items: string[], ordered: boolean): string {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${tag}>`;
}

export function renderMarkdown(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let index = 0;
  const take = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (index < lines.length && test(lines[index] ?? '')) taken.push(lines[index++] ?? '');
    return taken;
  };

  while (index < lines.length) {
    const line = lines[index] ?? '';
    const next = lines[index + 1];
    const heading = HEADING.exec(line);
    if (!line.trim()) {
      index++;
    } else if (heading) {
      const level = heading[1]?.length ?? 2;
      const text = heading[2] ?? '';
      blocks.push(`<h${level} id="${slugify(text)}">${renderInline(text)}</h${level}>`);
      index++;
    } else if (RULE.test(line)) {
      blocks.push('<hr>');
      index++;
    } else if (line.startsWith('>')) {
      const quoted = take((l) => l.startsWith('>')).map((l) => l.replace(/^>\s?/, ''));
      blocks.push(`<blockquote>${renderMarkdown(quoted.join('\n'))}</blockquote>`);
    } else if (isTableStart(line, next)) {
      blocks.push(renderTable(take((l) => l.includes('|'))));
    } else if (UNORDERED.test(line) || ORDERED.test(line)) {
      const pattern = UNORDERED.test(line) ? UNORDERED : ORDERED;
      const items = take((l) => pattern.test(l) || /^\s{2,}\S/.test(l)).reduce<string[]>((acc, l) => {
        const item = pattern.exec(l);
        if (item) acc.push(item[1] ?? '');
        else acc[acc.length - 1] += ` ${l.trim()}`;
        return acc;
      }, []);
      blocks.push(renderList(items, pattern === ORDERED));
    } else {
      const paragraph = [line];
      index++;
      while (
        index < lines.length &&
        lines[index]?.trim() &&
        !isBlockStart(lines[index] ?? '', lines[index + 1])
      )
        paragraph.push(lines[index++] ?? '');
      blocks.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
    }
  }
  return blocks.join('\n');
}
