// A deliberate import cycle with loop-a.fixture.ts (see imports-the-web.fixture.ts).
import { a } from './loop-a.fixture';

export const b = (): number => (Math.random() > 2 ? a() : 0);
