import type {
  Branch,
  BranchDetail,
  Company,
  Notification,
  User,
} from '@/platform/api/generated/model';
import {
  unreadCountFor,
  type BranchRecord,
  type CompanyRecord,
  type NotificationRecord,
  type UserRecord,
} from '../../db';
import { db } from '../../db';

/* Records -> contract shapes: internal fields (password, user_id...) never leave the mock. */

export function toUser(user: UserRecord): User {
  return {
    id: user.id,
    type: user.type,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
    avatar_url: user.avatar_url,
    company_id: user.company_id,
    ...(user.positions ? { positions: user.positions } : {}),
  };
}

/** A company as the contract's `Company` (not in the spec: GET/PUT /company). */
export function toCompany(company: CompanyRecord): Company {
  return {
    id: company.id,
    name: company.name,
    logo_url: company.logo_url,
    owner_id: company.owner_id,
  };
}

export function toBranch(branch: BranchRecord, viewer: UserRecord): Branch {
  return {
    id: branch.id,
    company_id: branch.company_id,
    name: branch.name,
    avatar_url: branch.avatar_url,
    city: branch.city,
    state: branch.state,
    state_initials: branch.state_initials,
    timezone: branch.timezone,
    address: branch.address,
    phone: branch.phone,
    latitude: branch.latitude ?? null,
    longitude: branch.longitude ?? null,
    unread_notifications_count: unreadCountFor(db, viewer.id, branch.id),
  };
}

export function toBranchDetail(branch: BranchRecord, viewer: UserRecord): BranchDetail {
  return {
    ...toBranch(branch, viewer),
    serving_area_ids: branch.serving_area_ids ?? [],
    employees_count: db.employees.findMany((q) =>
      q.where((e) => e.branch_id === branch.id && e.deleted_at == null),
    ).length,
    // Active orders (closed ones are history).
    orders_count: db.orders.findMany((q) =>
      q.where((o) => o.branch_id === branch.id && o.completed_at == null && o.cancelled_at == null),
    ).length,
  };
}

export function toNotification(notification: NotificationRecord): Notification {
  return {
    id: notification.id,
    branch_id: notification.branch_id,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    is_read: notification.is_read,
    order_id: notification.order_id ?? null,
    offer_id: notification.offer_id ?? null,
    created_at: notification.created_at,
  };
}
