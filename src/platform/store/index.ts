export * from './create-store';
export * from './hooks';
