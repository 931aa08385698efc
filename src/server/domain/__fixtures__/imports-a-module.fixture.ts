// A deliberate violation (see src/shared/domain/__fixtures__): a domain rule reading a module.
import { providerDisplayName } from '#server/modules/profiles';

export const borrowed = providerDisplayName;
