export * from './addresses.js';
export * from './catalogue.js';
export * from './files.js';
export * from './messaging.js';
export * from './notices.js';
export * from './orders.js';
export * from './ratings.js';
export * from './users.js';
