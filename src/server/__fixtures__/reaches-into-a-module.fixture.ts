// A deliberate violation (see src/shared/domain/__fixtures__): server code reaching past a module's index.ts
// into one of its files.
import { stateOf } from '#server/modules/jobs/transitions';

export const borrowed = stateOf;
