export * from './status';
export * from './help-type';
export * from './calendar-event';
