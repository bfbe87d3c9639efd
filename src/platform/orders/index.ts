export * from './status';
export { OrderStatusTag } from './status-tag';
export * from './help-type';
export * from './pay';
export * from './calendar-event';
export {
  acceptedOf,
  busyText,
  crewGapText,
  crewListCount,
  crewProgress,
  isOnCrew,
  NO_ANSWER,
  pendingCount,
  wentUnanswered,
} from './crew-text';
export { invitationGoneText, withdrawChange, withdrawTexts } from './withdraw-texts';
export { crewHref, jobListHref, marketplaceOfferHref } from './crew-href';
export {
  crewOffDuringJob,
  jobDuringTimeOff,
  offDuringJob,
  onTimeOffCount,
  shownConfirmation,
} from './time-off';
export { areaFit, areaNames, outsideAreaText, servesText, YOUR_AREA } from './serving-areas';
