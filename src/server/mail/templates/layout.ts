import { BRAND } from '../../../shared/brand';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

// A plain, table-free layout: renders in every mail client and stays readable as text.
export function htmlLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;color:#0f766e;margin:0 0 24px">${escapeHtml(BRAND.name)}</p>
${bodyHtml}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(BRAND.name)} · ${escapeHtml(BRAND.tagline)}</p>
</div>
</body>
</html>`;
}
