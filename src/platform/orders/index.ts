export * from './status';
export * from './help-type';
