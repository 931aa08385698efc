// Bundles src/web/enhance (the script of pages that do not hydrate) into one hashed, immutable /assets file and
// exposes its URL as `virtual:enhance-script`. Both builds compute the same name: the client build writes the file,
// the prerender (server build) writes the <script> tag that points at it.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:enhance-script';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function enhanceScript(entry: string): Plugin {
  let base = '/';
  let entryPath = entry;
  let building = false;
  return {
    name: 'limpiahogar:enhance-script',
    configResolved(config) {
      base = config.base;
      entryPath = path.resolve(config.root, entry);
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = await build({
        entryPoints: [entryPath],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        metafile: true,
        logLevel: 'warning',
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
      const source = result.outputFiles[0]!.text;
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
      const fileName = `assets/enhance-${hash}.js`;
      // In dev every page hydrates (lib/static-page.ts): no page refers to the file there.
      if (building) this.emitFile({ type: 'asset', fileName, source });
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}
