export * from './families';
export * from './model';
export * from './queries';
export * from './results';
export * from './rules';
export * from './revisions';
export * from './webhook-signature';
export * from './validate';
