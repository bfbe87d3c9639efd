export * from './status';
export * from './help-type';
export * from './pay';
export * from './calendar-event';
