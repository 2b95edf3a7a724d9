// The database schema, one file per area; drizzle-kit reads this index (drizzle.config.ts).

export * from './accounts';
export * from './assets';
export * from './budget';
export { levelRank, toIsoTimestamp, urgencyRank } from './columns';
export * from './compliance';
export * from './glass';
export * from './maintenance';
export * from './meters';
export * from './notifications';
export * from './platform';
export * from './records';
export * from './search';
export * from './stock';
export * from './webhooks';
