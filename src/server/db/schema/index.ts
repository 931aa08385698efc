export * from './auth';
export * from './profiles';
export * from './rate-limits';
export * from './contact-messages';
