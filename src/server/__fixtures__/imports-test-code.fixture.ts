// A deliberate violation (see src/shared/domain/__fixtures__): production code importing a test helper.
import { totpCode } from '#server/testing/totp';

export const borrowed = totpCode;
