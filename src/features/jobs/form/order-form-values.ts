import type {
  Address,
  AddressInput,
  HelpType,
  Order,
  OrderWriteRequest,
} from '@/platform/api/generated/model';
import {
  addDays,
  centsToUnits,
  nationalDigits,
  parseTimeWindow,
  unitsToCents,
  zonedClock,
  zonedDate,
  zonedInstant,
  type TimeWindow,
} from '@/platform/format';
import {
  parseDollars,
  applyMask,
  HOURLY_RATE_DOLLARS,
  MASKS,
  notDoneMessage,
  submitErrorsFor,
} from '@/platform/forms';
import { dropHiddenAddresses, toHelpType } from '@/platform/orders';

/** OrderWriteRequest limits (contract/openapi.yaml), so the form refuses what the API would. */
export const ORDER_LIMITS = {
  maxAddresses: 5,
  nameMax: 60,
  streetMax: 255,
  unitMax: 60,
  cityMax: 120,
  zipLength: 5,
  helpersMin: 1,
  helpersMax: 20,
  trucksMin: 0,
  trucksMax: 10,
  /** Dollars: the API takes 100..100000 cents. */
  rateMin: HOURLY_RATE_DOLLARS.min,
  rateMax: HOURLY_RATE_DOLLARS.max,
  notesMax: 2000,
} as const;

export type AddressValues = {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
};

export type AddressListName = 'pick_up_addresses' | 'destination_addresses';

/**
 * What the form holds: text as typed (numbers and the price stay strings until submit, so a
 * half-typed value is never coerced), the phone as its 10 digits, the date 'YYYY-MM-DD' and
 * the time window as the masked 'hh:mm - hh:mm' (24-hour).
 */
export type OrderFormValues = {
  customer: {
    first_name: string;
    last_name: string;
    primary_phone: string;
    secondary_phone: string;
    email: string;
  };
  moving_date: string;
  time_window: string;
  help_type: HelpType;
  pick_up_addresses: AddressValues[];
  destination_addresses: AddressValues[];
  helpers_needed: string;
  trucks_needed: string;
  hourly_rate: string;
  notes: string;
};

export function emptyAddress(state = ''): AddressValues {
  return { street: '', unit: '', city: '', state, zip: '' };
}

export function emptyOrderValues(options: { date?: string; state?: string } = {}): OrderFormValues {
  return {
    customer: { first_name: '', last_name: '', primary_phone: '', secondary_phone: '', email: '' },
    moving_date: options.date ?? '',
    time_window: '',
    // Both lists shown until the dispatcher says otherwise (spec: any other value = both).
    help_type: 3,
    pick_up_addresses: [emptyAddress(options.state)],
    destination_addresses: [emptyAddress(options.state)],
    helpers_needed: '',
    trucks_needed: '',
    hourly_rate: '',
    notes: '',
  };
}

/**
 * The date and a 'HH:mm' time on the clocks of the branch's zone (4/8), as the UTC ISO
 * string the API takes: a dispatcher anywhere books an Austin job at Austin's 8:30 am.
 */
export function toIsoDateTime(date: string, time: string, timeZone: string): string {
  return zonedInstant(date, time, timeZone).toISOString();
}

/**
 * The instants a moving date and a parsed time window are saved as (an overnight window ends
 * the next day): what the form sends, and what its preview shows (review 54: on the night the
 * clocks go forward "02:15 - 02:45" is saved as 3:15 - 3:45, and the preview must say so).
 */
export function windowInstants(
  date: string,
  window: TimeWindow,
  timeZone: string,
): { start_at: string; end_at: string } {
  return {
    start_at: toIsoDateTime(date, window.start, timeZone),
    end_at: toIsoDateTime(window.overnight ? addDays(date, 1) : date, window.end, timeZone),
  };
}

/** The same minute: the form's window reads and writes whole minutes. */
const sameMinute = (a: string, b: string) =>
  Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);

/**
 * The times sent: a loaded job's own instants while the window still reads the same minutes,
 * so a job made with seconds (through the API) is not moved by saving its price (the crew
 * would be asked to confirm a "move" to the same time: QA 2026-12-04); otherwise the window's.
 */
function keptTimes(
  times: { start_at: string; end_at: string },
  original?: Partial<Pick<Order, 'start_at' | 'end_at'>>,
): { start_at: string; end_at: string } {
  if (!original?.start_at || !original.end_at) return times;
  return sameMinute(times.start_at, original.start_at) && sameMinute(times.end_at, original.end_at)
    ? { start_at: original.start_at, end_at: original.end_at }
    : times;
}

function sameAddress(a: AddressValues, b: Address): boolean {
  return (
    a.street.trim() === b.street &&
    (a.unit.trim() || null) === (b.unit ?? null) &&
    a.city.trim() === b.city &&
    a.state === b.state &&
    a.zip === b.zip
  );
}

/**
 * One row as the API takes it. The coordinates of a loaded address are kept only while the
 * row still reads the same; a changed address goes without them, so the server geocodes it.
 */
function toAddressInput(row: AddressValues, originals: readonly Address[]): AddressInput {
  const original = originals.find((a) => sameAddress(row, a));
  return {
    street: row.street.trim(),
    unit: row.unit.trim() || null,
    city: row.city.trim(),
    state: row.state,
    zip: row.zip,
    ...(original ? { lat: original.lat, lng: original.lng } : {}),
  };
}

/**
 * The request body: dollars to cents, phone digits, date + window to start_at/end_at (a loaded
 * job's own while they read the same), and the address list the help type hides dropped (spec
 * section 5). Call with validated values.
 */
export function toOrderPayload(
  values: OrderFormValues,
  timeZone: string,
  original?: Pick<Order, 'pick_up_addresses' | 'destination_addresses'> &
    Partial<Pick<Order, 'start_at' | 'end_at'>>,
): OrderWriteRequest {
  const window = parseTimeWindow(values.time_window);
  if (!window) throw new Error('toOrderPayload needs a valid time window');
  const originals = [
    ...(original?.pick_up_addresses ?? []),
    ...(original?.destination_addresses ?? []),
  ];
  const secondary = nationalDigits(values.customer.secondary_phone);
  const email = values.customer.email.trim();
  return dropHiddenAddresses({
    help_type: toHelpType(values.help_type),
    customer: {
      first_name: values.customer.first_name.trim(),
      last_name: values.customer.last_name.trim(),
      primary_phone: nationalDigits(values.customer.primary_phone),
      secondary_phone: secondary || null,
      email: email || null,
    },
    ...keptTimes(windowInstants(values.moving_date, window, timeZone), original),
    pick_up_addresses: values.pick_up_addresses.map((a) => toAddressInput(a, originals)),
    destination_addresses: values.destination_addresses.map((a) => toAddressInput(a, originals)),
    helpers_needed: Number(values.helpers_needed),
    trucks_needed: Number(values.trucks_needed),
    hourly_rate: unitsToCents(parseDollars(values.hourly_rate)),
    notes: values.notes.trim() || null,
  });
}

function toAddressValues(a: Address): AddressValues {
  return { street: a.street, unit: a.unit ?? '', city: a.city, state: a.state, zip: a.zip };
}

/** A loaded order as form values (date and 24-hour window in the branch's zone, dollars). */
export function orderToValues(order: Order, timeZone: string, state = ''): OrderFormValues {
  const start = zonedClock(order.start_at, timeZone);
  const end = zonedClock(order.end_at, timeZone);
  const helpType = toHelpType(order.help_type);
  const list = (addresses: Address[]) =>
    addresses.length ? addresses.map(toAddressValues) : [emptyAddress(state)];
  return {
    customer: {
      first_name: order.customer.first_name,
      last_name: order.customer.last_name,
      primary_phone: nationalDigits(order.customer.primary_phone),
      secondary_phone: nationalDigits(order.customer.secondary_phone ?? ''),
      email: order.customer.email ?? '',
    },
    moving_date: zonedDate(order.start_at, timeZone),
    time_window: applyMask(`${start.replace(':', '')}${end.replace(':', '')}`, MASKS.TIME),
    help_type: helpType,
    pick_up_addresses: list(order.pick_up_addresses),
    destination_addresses: list(order.destination_addresses),
    helpers_needed: String(order.helpers_needed),
    trucks_needed: String(order.trucks_needed),
    hourly_rate: centsToUnits(order.hourly_rate).toFixed(2),
    notes: order.notes ?? '',
  };
}

/** The form's fields by path, in its order: what a notice of someone else's changes names. */
export const ORDER_FIELD_LABELS: Readonly<Record<string, string>> = {
  'customer.first_name': 'First name',
  'customer.last_name': 'Last name',
  'customer.primary_phone': 'Phone',
  'customer.secondary_phone': 'Second phone',
  'customer.email': 'Email',
  moving_date: 'Moving date',
  time_window: 'Time window',
  help_type: 'Where is help needed?',
  pick_up_addresses: 'Pick-up addresses',
  destination_addresses: 'Destination addresses',
  helpers_needed: 'Helpers needed',
  trucks_needed: 'Trucks needed',
  hourly_rate: 'Hourly price',
  notes: 'Notes',
};

/** Where a list-level server message ("The pick up addresses field is required.") is kept. */
export const LIST_ERROR_KEY: Record<AddressListName, string> = {
  pick_up_addresses: 'pick_up_addresses_error',
  destination_addresses: 'destination_addresses_error',
};

/** API field -> form field, where they differ. */
const FIELD_OF_API: Record<string, string> = {
  start_at: 'time_window',
  end_at: 'time_window',
  pick_up_addresses: LIST_ERROR_KEY.pick_up_addresses,
  destination_addresses: LIST_ERROR_KEY.destination_addresses,
};

const FORM_FIELDS = new Set([
  'help_type',
  'helpers_needed',
  'trucks_needed',
  'hourly_rate',
  'notes',
  ...Object.values(FIELD_OF_API),
]);
const CUSTOMER_FIELD = /^customer\.(first_name|last_name|primary_phone|secondary_phone|email)$/;
const ADDRESS_FIELD =
  /^(pick_up_addresses|destination_addresses)\.(\d+)\.(street|unit|city|state|zip)$/;

export type OrderSubmitErrors = Record<string, unknown>;

/**
 * A failed save as final-form submit errors (submitErrorsFor): a 422's messages on the fields
 * they name (customer.first_name, pick_up_addresses.0.zip, start_at on the time window...),
 * anything the form has no field for (status, lat...) above the form, and any other failure
 * above the form too, saying the entries are kept. `sent` false: it failed in the read before
 * the write, so a read with no answer says the job was not saved.
 */
export function toOrderSubmitErrors(error: unknown, sent = true): OrderSubmitErrors {
  return submitErrorsFor(
    error,
    (key) => {
      if (ADDRESS_FIELD.test(key) || CUSTOMER_FIELD.test(key)) return key;
      const field = FIELD_OF_API[key] ?? key;
      return FORM_FIELDS.has(field) ? field : undefined;
    },
    notDoneMessage('the job'),
    ['the job', 'saved'],
    sent,
  ) as OrderSubmitErrors;
}
