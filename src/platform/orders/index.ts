export * from './status';
export { OrderStatusTag } from './status-tag';
export * from './help-type';
export * from './pay';
export * from './calendar-event';
export { busyText, crewProgress } from './crew-text';
export { jobDuringTimeOff, shownConfirmation } from './time-off';
