// A deliberate violation (see src/shared/domain/__fixtures__): the server importing a web file.
import { safeRedirect } from '#web/lib/safe-redirect';

export const borrowed = safeRedirect;
