// A deliberate violation (see src/shared/domain/__fixtures__): one web feature importing another.
import { clientUi } from '../../client/texts';

export const borrowed = clientUi;
