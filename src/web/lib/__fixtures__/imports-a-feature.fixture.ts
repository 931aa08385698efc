// A deliberate violation (see src/shared/domain/__fixtures__): shared web code importing a feature.
import { clientUi } from '#web/features/client/texts';

export const borrowed = clientUi;
