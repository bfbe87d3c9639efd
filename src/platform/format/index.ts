export { formatPhone, formatPhoneWithCountryCode, nationalDigits } from './phone';
export { CENTS_PER_UNIT, centsToUnits, unitsToCents, formatMoney, formatHourlyRate } from './money';
export {
  API_DATE_FORMAT,
  DISPLAY_DATE_FORMAT,
  DISPLAY_TIME_FORMAT,
  formatDate,
  formatTime,
  formatDateTime,
  formatTimeRange,
  endsNextDay,
  NEXT_DAY_TEXT,
  toApiDate,
  parseApiDate,
  timeAgo,
  type DateLike,
} from './date';
export { fullName, initials, type NameParts } from './name';
export { POSITION_LABELS, formatPositions } from './positions';
export { US_STATE_CODES, US_STATE_ITEMS } from './us-states';
export {
  clockMinutes,
  isCompleteTimeWindow,
  minutesToClock,
  parseTimeWindow,
  type TimeWindow,
} from './time-window';
export { formatAddress, formatCity, type AddressParts } from './address';
