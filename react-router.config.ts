import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/shared/prerendered-paths';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: false,
  prerender: PRERENDERED_PATHS,
  // React Router 8's behaviours, stated as off (the default): taking one is a migration of its own, and an
  // unstated flag prints a warning on every build.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
