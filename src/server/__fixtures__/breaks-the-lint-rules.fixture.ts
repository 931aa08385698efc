// A deliberate violation of the two rules ESLint keeps (see tests/boundaries/lint-rules.test.ts): a file named by
// climbing folders instead of by its alias, and the time of day read outside the clock.
// eslint.config.js leaves __fixtures__ out of npm run lint; the test lints this file on purpose.
import type { Clock } from '../clock';

export const startedAt = new Date();
export const later = (clock: Clock) => clock.now().getTime() - Date.now();
