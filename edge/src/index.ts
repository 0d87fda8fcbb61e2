export * from './decision';
export * from './accept-language';
export * from './bots';
export * from './cookies';
export * from './locale-routing';
