// A deliberate violation (see src/shared/domain/__fixtures__): one web feature importing another.
import { clientUi } from '#web/features/client/texts';

export const borrowed = clientUi;
