import type { z } from 'zod';
import type {
  BranchInvitation,
  CrewMember,
  Employee,
  EmployeeSummary,
  HelperSummary,
  OfferApplication,
  Order,
  OrderCard,
  OrderInvitation,
  OutsourceOffer,
} from '@/platform/api/generated/model';
import {
  canManageBranch,
  db,
  type BranchInvitationRecord,
  type BranchRecord,
  type EmployeeRecord,
  type OfferApplicationRecord,
  type OrderInvitationRecord,
  type OrderRecord,
  type OutsourceOfferRecord,
  type UserRecord,
} from '../../db';
import { requireUser, parseId } from './auth';
import { forbidden, notFound, validationError } from './envelope';

/* Shared by the company-domain handlers: validation (422), guards (401/404/403), presenters. */

/* ------------------------------------------------------------------ validation */

const human = (path: PropertyKey[]) =>
  path.map(String).join('.').replace(/\[|\]/g, ' ').replace(/_/g, ' ').replace(/\s+/g, ' ').trim();

/** zod issues -> Laravel's field messages (`The email field is required.`). */
export function laravelErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const name = human(issue.path) || 'body';
    let message: string;
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'invalid_type':
        message =
          input === undefined || input === null
            ? `The ${name} field is required.`
            : `The ${name} field must be ${issue.expected === 'number' ? 'a number' : issue.expected === 'array' ? 'an array' : issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}.`;
        break;
      case 'too_small':
        message =
          issue.origin === 'array'
            ? `The ${name} field must have at least ${String(issue.minimum)} items.`
            : issue.origin === 'string'
              ? `The ${name} field must be at least ${String(issue.minimum)} characters.`
              : `The ${name} field must be at least ${String(issue.minimum)}.`;
        break;
      case 'too_big':
        message =
          issue.origin === 'array'
            ? `The ${name} field must not have more than ${String(issue.maximum)} items.`
            : issue.origin === 'string'
              ? `The ${name} field must not be greater than ${String(issue.maximum)} characters.`
              : `The ${name} field must not be greater than ${String(issue.maximum)}.`;
        break;
      case 'invalid_value':
      case 'invalid_union':
        message = `The selected ${name} is invalid.`;
        break;
      case 'not_multiple_of':
        message = `The ${name} field must be a multiple of ${String(issue.divisor)}.`;
        break;
      default:
        message = `The ${name} field format is invalid.`;
    }
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** Parses a JSON body with a generated zod schema, or throws the 422. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const body: unknown = await request.json().catch(() => ({}));
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(laravelErrors(result.error));
  return result.data;
}

/** Text keys of the query strings, kept as text even when they look like numbers. */
const STRING_KEYS = new Set([
  'search',
  'filter[status]',
  'filter[date_from]',
  'filter[date_to]',
  'ids',
  'state_initials',
  'sort',
  'type',
]);

type SchemaDef = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema's own kind under optional/default/nullable wrappers (`number`, `enum`...). */
function baseKind(schema: z.ZodType): string {
  let def = defOf(schema);
  while (def.innerType) def = defOf(def.innerType);
  return def.type;
}

/**
 * Query strings -> typed params, then the generated query schema (422 per field).
 * Keys the schema types as `number` are integers by contract (every numeric query parameter
 * is `type: integer`), but orval's zod has no `.int()`: so `page=1.5` or `per_page=abc` is
 * refused here with Laravel's "must be an integer". Text keys stay text; other digit
 * strings (literal unions such as `mover=1`) become numbers for the schema to judge.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const shape = defOf(schema).shape ?? {};
  const raw: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (value === '' && key !== 'type') continue;
    const kind = shape[key] ? baseKind(shape[key]) : undefined;
    if (kind === 'number') {
      if (/^-?\d+$/.test(value.trim())) raw[key] = Number(value.trim());
      else errors[key] = [`The ${human([key])} field must be an integer.`];
    } else if (kind === 'string' || kind === 'enum' || STRING_KEYS.has(key)) raw[key] = value;
    else raw[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  // Laravel words a missing required key the same whatever its type (zod's enum does not).
  for (const [key, keySchema] of Object.entries(shape))
    if (!(key in raw) && !errors[key] && !keySchema.safeParse(undefined).success)
      errors[key] = [`The ${human([key])} field is required.`];
  const result = schema.safeParse(raw);
  if (!result.success) {
    // Keys refused above are absent from `raw`: keep only the message they already have.
    for (const [key, messages] of Object.entries(laravelErrors(result.error)))
      if (!errors[key]) errors[key] = messages;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return (result as { data: z.output<S> }).data;
}

/* ------------------------------------------------------------------ guards */

function manageable(user: UserRecord, branchId: number): BranchRecord {
  const branch = db.findById('branches', branchId);
  if (!branch || !canManageBranch(user, branch)) throw forbidden();
  return branch;
}

/** 401, 404 unknown order, 403 when its branch is not the caller's to manage. */
export function requireOrder(request: Request, rawId: unknown) {
  const user = requireUser(request);
  const id = parseId(rawId as string);
  const order = id === null ? undefined : db.findById('orders', id);
  if (!order) throw notFound('Order');
  const branch = manageable(user, order.branch_id);
  return { user, order, branch };
}

export function requireEmployee(request: Request, rawId: unknown) {
  const user = requireUser(request);
  const id = parseId(rawId as string);
  const employee = id === null ? undefined : db.findById('employees', id);
  if (!employee || employee.deleted_at != null) throw notFound('Employee');
  const branch = manageable(user, employee.branch_id);
  return { user, employee, branch };
}

export function requireOffer(request: Request, rawId: unknown) {
  const user = requireUser(request);
  const id = parseId(rawId as string);
  const offer = id === null ? undefined : db.findById('outsource_offers', id);
  if (!offer) throw notFound('Offer');
  const branch = manageable(user, offer.branch_id);
  return { user, offer, branch };
}

export function requireApplication(request: Request, rawId: unknown) {
  const user = requireUser(request);
  const id = parseId(rawId as string);
  const application = id === null ? undefined : db.findById('offer_applications', id);
  if (!application) throw notFound('Application');
  const offer = db.findById('outsource_offers', application.offer_id);
  if (!offer) throw notFound('Application');
  const branch = manageable(user, offer.branch_id);
  return { user, application, offer, branch };
}

/* ------------------------------------------------------------------ presenters */

export const activeMembers = (branchId: number) =>
  db.employees.findMany((q) => q.where((e) => e.branch_id === branchId && e.deleted_at == null));

export function toEmployee(employee: EmployeeRecord): Employee {
  const { deleted_at: _deleted, ...rest } = employee;
  return rest as Employee;
}

export function toEmployeeSummary(employee: EmployeeRecord): EmployeeSummary {
  return {
    employee_id: employee.id,
    first_name: employee.first_name,
    last_name: employee.last_name,
    avatar_url: employee.avatar_url,
    positions: employee.positions,
  };
}

type LooseProfile = {
  hourly_rate?: number;
  rating?: { average: number; count: number };
  city?: string | null;
  state_initials?: string | null;
};

/** The helper domain's profile, when that collection exists. */
export function helperProfile(userId: number): LooseProfile | undefined {
  const profiles = (db as unknown as Record<string, unknown>).helper_profiles as
    { findFirst: (fn: (q: { where: (w: object) => unknown }) => unknown) => unknown } | undefined;
  return profiles?.findFirst((q) => q.where({ user_id: userId })) as LooseProfile | undefined;
}

export function toHelperSummary(helperId: number): HelperSummary {
  const user = db.findById('users', helperId);
  const profile = helperProfile(helperId);
  const rating = profile?.rating;
  return {
    id: helperId,
    first_name: user?.first_name ?? 'Former',
    last_name: user?.last_name ?? 'helper',
    avatar_url: user?.avatar_url ?? null,
    positions: user?.positions ?? [3],
    hourly_rate: profile?.hourly_rate ?? 2500,
    rating: {
      average: typeof rating?.average === 'number' ? rating.average : 0,
      count: typeof rating?.count === 'number' ? rating.count : 0,
    },
  };
}

export function invitationsOf(orderId: number): OrderInvitationRecord[] {
  return db.order_invitations.findMany((q) => q.where({ order_id: orderId }));
}

export function toOrder(order: OrderRecord): Order {
  const { company_id: _company, cancel_reason: _reason, completion: _completion, ...rest } = order;
  const invitations = invitationsOf(order.id);
  return {
    ...rest,
    pick_up_address: order.pick_up_addresses[0] ?? null,
    destination_address: order.destination_addresses[0] ?? null,
    crew_count: invitations.filter((i) => i.status === 'accepted').length,
    invitations_count: invitations.filter((i) => i.status === 'pending').length,
  };
}

export function toOrderCard(order: OrderRecord): OrderCard {
  const invitations = invitationsOf(order.id);
  const accepted = invitations.filter((i) => i.status === 'accepted');
  return {
    id: order.id,
    number: order.number,
    branch_id: order.branch_id,
    status: order.status,
    help_type: order.help_type,
    pick_up_address: order.pick_up_addresses[0] ?? null,
    destination_address: order.destination_addresses[0] ?? null,
    customer_name: order.customer.first_name,
    customer_last_name: order.customer.last_name,
    customer_primary_phone: order.customer.primary_phone,
    start_at: order.start_at,
    end_at: order.end_at,
    helpers_needed: order.helpers_needed,
    trucks_needed: order.trucks_needed,
    hourly_rate: order.hourly_rate,
    crew_count: accepted.length,
    invitations_count: invitations.filter((i) => i.status === 'pending').length,
    crew_preview: accepted.slice(0, 5).flatMap((i) => {
      const employee = db.findById('employees', i.employee_id);
      return employee ? [toEmployeeSummary(employee)] : [];
    }),
    completed_at: order.completed_at,
    cancelled_at: order.cancelled_at,
    updated_at: order.updated_at,
  };
}

export function toOrderInvitation(invitation: OrderInvitationRecord): OrderInvitation {
  const employee = db.findById('employees', invitation.employee_id);
  return {
    id: invitation.id,
    order_id: invitation.order_id,
    employee: employee
      ? toEmployeeSummary(employee)
      : {
          employee_id: invitation.employee_id,
          first_name: '',
          last_name: '',
          avatar_url: null,
          positions: [],
        },
    status: invitation.status,
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at,
  };
}

export function currentCrew(orderId: number): CrewMember[] {
  const live = invitationsOf(orderId).filter(
    (i) => i.status === 'accepted' || i.status === 'pending',
  );
  live.sort((a, b) => (a.status === b.status ? a.id - b.id : a.status === 'accepted' ? -1 : 1));
  return live.flatMap((invitation) => {
    const employee = db.findById('employees', invitation.employee_id);
    if (!employee) return [];
    return [
      {
        employee_id: employee.id,
        invitation_id: invitation.id,
        invitation_status: invitation.status as 'pending' | 'accepted',
        first_name: employee.first_name,
        last_name: employee.last_name,
        avatar_url: employee.avatar_url,
        phone: employee.phone,
        positions: employee.positions,
        price: employee.price,
        is_helper: employee.is_helper,
      },
    ];
  });
}

export function toOffer(offer: OutsourceOfferRecord): OutsourceOffer {
  const order = db.findById('orders', offer.order_id);
  const applications = db.offer_applications.findMany((q) => q.where({ offer_id: offer.id }));
  return {
    ...offer,
    order: order ? toOrderCard(order) : (undefined as never),
    applications_count: applications.length,
    pending_applications_count: applications.filter((a) => a.status === 'pending').length,
    accepted_count: applications.filter((a) => a.status === 'accepted').length,
  };
}

export function toApplication(application: OfferApplicationRecord): OfferApplication {
  return {
    id: application.id,
    offer_id: application.offer_id,
    helper: toHelperSummary(application.helper_id),
    status: application.status,
    message: application.message,
    proposed_hourly_rate: application.proposed_hourly_rate,
    created_at: application.created_at,
    updated_at: application.updated_at,
    responded_at: application.responded_at,
  };
}

export function toBranchInvitation(invitation: BranchInvitationRecord): BranchInvitation {
  return {
    id: invitation.id,
    branch_id: invitation.branch_id,
    helper: toHelperSummary(invitation.helper_id),
    status: invitation.status,
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at,
  };
}

/** Laravel's paginator over an already sorted list. */
export function page<T, R>(items: T[], pageNo: number, perPage: number, map: (item: T) => R) {
  return {
    current_page: pageNo,
    last_page: Math.max(1, Math.ceil(items.length / perPage)),
    per_page: perPage,
    total: items.length,
    data: items.slice((pageNo - 1) * perPage, pageNo * perPage).map(map),
  };
}
