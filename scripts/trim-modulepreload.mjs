// Prerendered pages already hold their content, so the first paint needs no JavaScript. React Router still lists
// every module of a page as <link rel="modulepreload"> at the top of <head>, where they compete with the stylesheet
// and the largest image on a slow connection. This drops those hints from prerendered pages (the bootstrap script
// at the end of <body> imports the same modules); the SPA shell keeps them, since its content is JavaScript.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const SPA_SHELL = '__spa-fallback.html';

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith('.html') && name !== SPA_SHELL ? [file] : [];
  });
}

export function trimModulePreloads(clientDir) {
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const without = html.replace(MODULEPRELOAD, '');
    if (without !== html) writeFileSync(file, without);
  }
}
