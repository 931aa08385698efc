import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { enhanceScript } from './scripts/vite-enhance-script';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhanceScript('src/web/enhance/main.ts')],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
