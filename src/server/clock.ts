/** Where "now" comes from: the system clock in production, a clock the test moves by hand in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function manualClock(start: Date | string = new Date()): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => void (current = new Date(at).getTime()),
    advance: (ms) => void (current += ms),
  };
}
