// Every icon module of lucide-react imports '../createLucideIcon.mjs'; this gives them the app's own, lighter one
// (src/web/components/ui/lucide-icon.ts), in the browser's build and the prerender's alike.
import path from 'node:path';
import type { Plugin } from 'vite';

export function lucideIcon(replacement: string): Plugin {
  let file = replacement;
  return {
    name: 'limpiahogar:lucide-icon',
    enforce: 'pre',
    configResolved(config) {
      file = path.resolve(config.root, replacement);
    },
    resolveId(id, importer) {
      if (id === '../createLucideIcon.mjs' && importer?.includes('/lucide-react/dist/esm/icons/'))
        return file;
      return undefined;
    },
  };
}
