// A deliberate import cycle with loop-b.fixture.ts (see imports-the-web.fixture.ts).
import { b } from './loop-b.fixture';

export const a = (): number => b() + 1;
