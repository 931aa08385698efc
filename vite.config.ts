import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { enhanceScript } from './scripts/vite-enhance-script';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhanceScript('src/web/enhance/main.ts')],
  // The company's social profiles for the footer, read at build time like APP_URL (none set: no column).
  define: {
    __SOCIAL_URLS__: JSON.stringify({
      facebook: process.env.SOCIAL_FACEBOOK_URL ?? '',
      instagram: process.env.SOCIAL_INSTAGRAM_URL ?? '',
    }),
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
