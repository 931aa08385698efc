// Steps 2 and 4, with what only they draw (provider cards, place search, payment options, summary): a chunk of
// their own, loaded by later-steps-loader.ts.
export { AddressStep } from './address-step';
export { ProviderStep } from './provider-step';
