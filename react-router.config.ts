import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/shared/prerendered-paths';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
