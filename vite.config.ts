import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';
import { aliases } from './aliases';
import { enhanceScript } from './scripts/vite-enhance-script';
import { lucideIcon } from './scripts/vite-lucide-icon';

// Warnings that say nothing about this app, dropped so that a new one is seen: zod's own comments, which Rollup
// cannot place and removes; and, in the prerender bundle only (thrown away once the pages are written, ssr:
// false), a module that both a lazy form and an eager one import.
function quietWarnings(isSsrBuild: boolean) {
  return (warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) => {
    if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
    if (isSsrBuild && warning.message.includes('dynamic import will not move module into another chunk'))
      return;
    warn(warning);
  };
}

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    enhanceScript('src/web/enhance/main.ts'),
    lucideIcon('src/web/components/ui/lucide-icon.ts'),
  ],
  resolve: { alias: aliases },
  // The company's social profiles for the footer, read at build time like APP_URL (none set: no column).
  define: {
    __SOCIAL_URLS__: JSON.stringify({
      facebook: process.env.SOCIAL_FACEBOOK_URL ?? '',
      instagram: process.env.SOCIAL_INSTAGRAM_URL ?? '',
    }),
  },
  build: { rollupOptions: { onwarn: quietWarnings(isSsrBuild) } },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
