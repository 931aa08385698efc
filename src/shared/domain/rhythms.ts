// How often a 'Limpieza recurrente' repeats (issue 30), apart from the plan's rules (recurring-plan.ts): the
// wizard's first load and the panels' links read these words without the scheduling and fee rules behind them.

/** How often a cleaning repeats, as the wizard's '¿Con qué frecuencia?' offers it; 'once' is not a plan. */
export const FREQUENCIES = ['once', 'weekly', 'biweekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const RHYTHMS = ['weekly', 'biweekly', 'monthly'] as const;
export type Rhythm = (typeof RHYTHMS)[number];

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  once: 'Una sola vez',
  weekly: 'Cada semana',
  biweekly: 'Cada 2 semanas',
  monthly: 'Cada mes',
};

export const isRhythm = (value: string): value is Rhythm => (RHYTHMS as readonly string[]).includes(value);
