import { Button } from '@blueprintjs/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useGlobalSearch } from '../api/endpoints';
import type { EmployeeSearchResult, OrderSearchResult } from '@/platform/api/generated/model';
import { formatPositions, fullName, quoted } from '@/platform/format';
import { OrderStatusTag } from '@/platform/orders';
import { href } from '@/platform/routing';
import { useBranchList } from '@/platform/session';
import { Avatar, hasPositionIcon, PositionIcon, useDebouncedValue, PhoneText } from '@/platform/ui';
import {
  kindCount,
  SEARCH_DEBOUNCE_MS,
  SEARCH_TAGS,
  toggleTag,
  type SearchTag,
} from '../model/search-model';
import { SearchBox, SearchResult } from './search-box';
import { ResultSection, SearchStates } from './search-states';

/**
 * The company header's global search (spec section 2) in the active branch: tags Orders and
 * Employees (clicking the active one clears it); typing searches once it has paused for
 * 1000 ms; opening the menu searches unfiltered (no tag). An order opens its job, a member
 * their Edit member page.
 */
export function CompanySearch({ variant = 'desktop' }: { variant?: 'desktop' | 'mobile' }) {
  const { actionBranchId, status } = useBranchList();
  const [open, setOpen] = useState(false);
  const [tag, setTag] = useState<SearchTag | null>(null);
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useGlobalSearch(
    actionBranchId,
    { type: tag ?? '', search: term },
    // Every opening asks again (staleTime 0 + enabled only while open).
    {
      query: {
        enabled: open && actionBranchId > 0,
        staleTime: 0,
        placeholderData: keepPreviousData,
      },
    },
  );
  const openChange = useCallback((next: boolean) => {
    setOpen((was) => {
      // Spec section 2: opening the menu triggers an unfiltered search.
      if (next && !was) setTag(null);
      return next;
    });
  }, []);
  const unavailable =
    status === 'ready' && actionBranchId === 0 ? 'There is no branch to search in yet.' : undefined;
  const data = query.data?.data;
  // A kind the tag leaves out is neither listed, counted nor said (review 102: "49 orders
  // (the first 0 shown)" from the untagged answer kept while the tagged one loads).
  const showsOrders = tag !== 'employee';
  const showsEmployees = tag !== 'order';
  const orders = showsOrders ? (data?.orders ?? []) : [];
  const employees = showsEmployees ? (data?.employees ?? []) : [];
  const said = [
    showsOrders && kindCount(orders.length, data?.orders_total, 'order'),
    showsEmployees && kindCount(employees.length, data?.employees_total, 'employee'),
  ];
  const [orderCount, employeeCount] = said;

  return (
    <SearchBox
      label="Search orders and employees"
      variant={variant}
      open={open}
      onOpenChange={openChange}
      text={text}
      onTextChange={setText}
      busy={text.trim() !== term || query.isFetching}
      // No branch: only the reason shows, not tags that would filter nothing.
      toolbar={
        !unavailable && (
          <div className="app-search__tags" role="group" aria-label="Filter">
            {SEARCH_TAGS.map((item) => (
              <Button
                key={item.tag}
                size="small"
                variant={tag === item.tag ? 'solid' : 'outlined'}
                intent={tag === item.tag ? 'primary' : 'none'}
                aria-pressed={tag === item.tag}
                text={item.label}
                onClick={() => setTag((current) => toggleTag(current, item.tag))}
              />
            ))}
          </div>
        )
      }
    >
      <SearchStates
        query={query}
        unavailable={unavailable}
        empty={orders.length + employees.length === 0}
        // A tag's search says its own kind only.
        said={`${said.flatMap((count) => (count ? [count.said] : [])).join(' and ')} found`}
        emptyText={
          term
            ? `Nothing matches ${quoted(term)}. Try a customer name, phone, order number or a member's name.`
            : 'Nothing to show in this branch yet.'
        }
      >
        {orders.length > 0 && (
          <ResultSection
            label="Orders"
            cut={orderCount ? orderCount.cut : null}
            narrow="Type more of the name, or the order's number, to narrow it."
          >
            {orders.map((order) => (
              <li key={order.order_id}>
                <OrderResult order={order} />
              </li>
            ))}
          </ResultSection>
        )}
        {employees.length > 0 && (
          <ResultSection
            label="Employees"
            cut={employeeCount ? employeeCount.cut : null}
            narrow="Type more of the name to narrow it."
          >
            {employees.map((employee) => (
              <li key={employee.employee_id}>
                <EmployeeResult employee={employee} />
              </li>
            ))}
          </ResultSection>
        )}
      </SearchStates>
    </SearchBox>
  );
}

function OrderResult({ order }: { order: OrderSearchResult }) {
  const customer = fullName(order.customer_name, order.customer_last_name);
  return (
    <SearchResult to={href('company-job-edit', { id: order.order_id })}>
      <div className="app-search__item-main">
        <div className="app-search__item-title">
          <span>Order #{order.number}</span>
          {/* A closed order says so, as everywhere else (its status stays the last it had). */}
          <OrderStatusTag order={order} minimal />
        </div>
        <div className="app-search__item-sub">
          {customer} · <PhoneText value={order.customer_primary_phone} />
        </div>
      </div>
    </SearchResult>
  );
}

function EmployeeResult({ employee }: { employee: EmployeeSearchResult }) {
  const name = fullName(employee.first_name, employee.last_name);
  return (
    <SearchResult to={href('company-team-edit', { id: employee.employee_id })}>
      <Avatar src={employee.avatar_url} name={name} size={32} />
      <div className="app-search__item-main">
        <div className="app-search__item-title">{name}</div>
        <div className="app-search__item-sub">{formatPositions(employee.positions)}</div>
      </div>
      {/* Not a Foreman/Driver's: drawn as its label, it said it twice beside the line above. */}
      {hasPositionIcon(employee.positions) && (
        <PositionIcon positions={employee.positions} size={18} />
      )}
    </SearchResult>
  );
}
