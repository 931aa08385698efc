// A deliberate violation, kept so tests/boundaries proves the rules fail: the domain importing the web (and so
// shared importing the web). Excluded from npm run check:boundaries; never imported.
import { safeRedirect } from '#web/lib/safe-redirect';

export const crossesTheLine = safeRedirect;
