// Renders the raster images some clients need from the SVG sources in public/:
// public/og-image.jpg (1200x630, Open Graph) and public/favicon.ico (48x48 PNG inside an ICO).
// Usage: node scripts/render-images.mjs   (system Chromium, or CHROME_PATH)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const asset = (file) => pathToFileURL(path.join(root, 'public', file)).href;
const work = mkdtempSync(path.join(tmpdir(), 'limpiahogar-images-'));

const ogHtml = `<!doctype html><meta charset="utf-8"><style>
body{margin:0;width:1200px;height:630px;display:flex;align-items:center;overflow:hidden;
  font-family:system-ui,"DejaVu Sans",sans-serif;background:linear-gradient(135deg,#f0fdfa,#fff 60%)}
.text{padding-left:80px;width:560px}
.brand{display:flex;align-items:center;gap:16px;font-size:40px;font-weight:800;color:#0f766e}
h1{font-size:54px;line-height:1.1;margin:36px 0 20px;color:#0f172a}
p{font-size:28px;color:#334155;margin:0}
</style>
<div class="text"><div class="brand"><img src="${asset('favicon.svg')}" width="64" height="64">LimpiaHogar</div>
<h1>Tu solución integral para servicios de limpieza</h1><p>Proveedores verificados en todo México</p></div>
<img src="${asset('images/hero-home.svg')}" width="600" height="450">`;
const iconHtml = `<body style="margin:0"><img src="${asset('favicon.svg')}" width="48" height="48" style="display:block">`;

function icoFromPng(png) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(48, 6);
  header.writeUInt8(48, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const shots = [
    [
      'og.html',
      ogHtml,
      { width: 1200, height: 630 },
      { path: path.join(root, 'public/og-image.jpg'), type: 'jpeg', quality: 82 },
    ],
    [
      'icon.html',
      iconHtml,
      { width: 48, height: 48 },
      { path: path.join(work, 'icon.png'), omitBackground: true },
    ],
  ];
  for (const [name, html, viewport, options] of shots) {
    writeFileSync(path.join(work, name), html);
    const page = await browser.newPage({ viewport });
    await page.goto(pathToFileURL(path.join(work, name)).href, { waitUntil: 'load' });
    await page.screenshot(options);
    await page.close();
  }
  writeFileSync(path.join(root, 'public/favicon.ico'), icoFromPng(readFileSync(path.join(work, 'icon.png'))));
  console.log('public/og-image.jpg and public/favicon.ico written');
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
