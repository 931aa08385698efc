const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

// Only site paths, anchors, web and mail links survive; anything else (javascript:, data:) becomes inert.
function safeHref(href: string): string {
  return /^(\/(?!\/)|#|https:\/\/|http:\/\/|mailto:)/i.test(href) ? href : '#';
}

export { slugify } from '#shared/slug';

export function renderInline(source: string): string {
  const codeSpans: string[] = [];
  let html = escapeHtml(source).replace(/`([^`]+)`/g, (_, code: string) => {
    codeSpans.push(`<code>${code}</code>`);
    return `\uE000${codeSpans.length - 1}\uE000`;
  });
  html = html
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
      const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
      return `<a href="${safeHref(href)}"${external}>${label}</a>`;
    })
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])[*_]([^*_\s](?:[^*_]*[^*_\s])?)[*_](?=[^\w*]|$)/g, '$1<em>$2</em>');
  return html.replace(/\uE000(\d+)\uE000/g, (_, index: string) => codeSpans[Number(index)] ?? '');
}
