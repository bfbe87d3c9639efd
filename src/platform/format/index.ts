export { formatPhone, nationalDigits } from './phone';
export {
  centsToUnits,
  unitsToCents,
  formatMoney,
  formatHourlyRate,
  formatPersonRate,
  RATE_LABEL,
  asksOwnRate,
} from './money';
export {
  API_DATE_FORMAT,
  formatDate,
  formatDateTime,
  formatDayInZone,
  formatMomentInZone,
  formatTimeAt,
  daysPhrase,
  formatDayRange,
  formatSpan,
  formatTimeOff,
  timeOffText,
  formatTimeRange,
  formatWhen,
  endsNextDay,
  NEXT_DAY_TEXT,
  toApiDate,
  parseApiDate,
  isRealDay,
  timeAgo,
  type TimeZoneName,
} from './date';
export {
  addDays,
  nextWeekday,
  weekdayOf,
  branchTimeZone,
  isTimeZone,
  preloadTimeZoneData,
  viewerTimeZone,
  zoneAbbreviation,
  zoneNote,
  zonedClock,
  zonedDate,
  zonedToday,
  zonedInstant,
  zonedParts,
  type ZonedParts,
  zonedWallDate,
  zoneOffsetMinutes,
} from './zone';
export { dayName, DAY_NAME_FORMAT } from './day-name';
export { fullName, helperName, initials } from './name';
export { countOf, formatWhole } from './count';
export { quoted, QUOTE_MAX_CHARACTERS } from './quote';
export { POSITION_LABELS, formatPositions, holdsWanted, isForeman, wantedText } from './positions';
export { US_STATE_ITEMS, stateTimeZone } from './us-states';
export {
  clockMinutes,
  isCompleteTimeWindow,
  minutesToClock,
  parseTimeWindow,
  type TimeWindow,
} from './time-window';
export { formatAddress, formatCity, type AddressParts } from './address';
export { DAY_NAMES, clockText, orderWindow, outsideWeek, type OrderWindow } from './weekly-window';
