// What only steps 2 to 4 draw, and step 1's 'Cotizador' once a service is chosen (provider cards, place search,
// free times, payment options, summary): a chunk of their own, loaded by later-steps-loader.ts.
export { AddressStep } from './address-step';
export { LengthFields } from './length-fields';
export { ProviderStep } from './provider-step';
export { ScheduleStep } from './schedule-step';
