export * from './auth';
export * from './profiles';
export * from './rate-limits';
export * from './contact-messages';
export * from './subscriptions';
export * from './service-requests';
export * from './provider';
export * from './used-totp-codes';
