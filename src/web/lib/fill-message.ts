import { fillSlots } from '#shared/format';

// Fills the `{name}` slots of a sentence of shared/*-messages.ts (one period after '… 4:31 a.m.', not two).
export const fillMessage = fillSlots;
