/**
 * How many cases each property runs. `npm test` runs half of the full count, never fewer than FLOOR (nor more
 * than the full count), so every property still runs on every push; `npm run test:full` sets
 * PROPERTY_RUNS_SCALE=1 for the full counts, and any larger scale runs more.
 */
const DEFAULT_SCALE = 0.5;
const FLOOR = 25;

function scaleFromEnv(): number {
  const raw = process.env.PROPERTY_RUNS_SCALE;
  if (raw === undefined || raw === '') return DEFAULT_SCALE;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`PROPERTY_RUNS_SCALE must be a positive number, not "${raw}"`);
  }
  return scale;
}

export const PROPERTY_RUNS_SCALE = scaleFromEnv();

/** The number of runs of a property whose full count is `full`; `floor` raises one property's minimum. */
export function runs(full: number, floor = FLOOR): number {
  return Math.max(Math.min(full, floor), Math.round(full * PROPERTY_RUNS_SCALE));
}
