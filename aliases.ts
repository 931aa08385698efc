import { fileURLToPath } from 'node:url';

// The import aliases (tsconfig.json's "paths"): '#shared/…', '#server/…' and '#web/…' name a file from the
// top of src/ instead of climbing '../../../' to it. TypeScript, tsx, esbuild and Playwright read tsconfig.json;
// Vite and Vitest take them from here.
export const aliases = ['shared', 'server', 'web'].map((room) => ({
  find: new RegExp(`^#${room}/`),
  replacement: fileURLToPath(new URL(`./src/${room}/`, import.meta.url)),
}));
