export * from './ids';
export * from './locales';
export * from './sites';
export * from './storage-keys';
export * from './countries';
export * from './runtime-constants';
export * from './content';
export * from './shell';
