import { useBranchTimeZone } from '@/platform/session';
import type { OrderCard } from '@/platform/api/generated/model';
import { formatDate, formatTimeRange, fullName } from '@/platform/format';
import { CalendarFileButton } from '@/platform/calendar-file';
import {
  acceptedOf,
  companyOrderEvent,
  isClosedOrder,
  onTimeOffCount,
  orderFileName,
  OrderStatusTag,
  pendingCount,
} from '@/platform/orders';
import { href } from '@/platform/routing';
import { useLocation } from 'wouter';
import { CopyLinkButton, LinkButton, PhoneLink } from '@/platform/ui';
import { duplicateJobHref } from '../../duplicate/duplicate-href';

/**
 * The order the crew is for: number, status, date and time window, customer, crew progress;
 * "Add to calendar" downloads it as an iCalendar file (8/8); "Print job sheet" opens its sheet
 * for the crew, to print (QA 136 M3); "Copy link" puts this page's address on the clipboard, to
 * send a colleague (it makes the job's branch theirs when they open it; QA 136 L4). "Edit job"
 * opens the job's form while it can still be edited, not once completed or cancelled (QA 164
 * M3: the dispatch board opens this page, and moving the job's time meant paging Job › Formed).
 */
export function OrderSummary({
  order,
  ended,
  away = 0,
}: {
  order: OrderCard;
  ended: boolean;
  /**
   * How many on the crew have time off during the job (`crewOffDuringJob`): accepted, but not
   * coming. Said as the board's row says it ("3 of 3 accepted · 1 on time off"), and the bar
   * fills with who comes (QA 244 M1: full and green above a crew one short).
   */
  away?: number;
}) {
  const filled = Math.max(0, Math.min(order.crew_count, order.helpers_needed) - away);
  const zone = useBranchTimeZone(order.branch_id);
  const [path] = useLocation();
  const editable = !isClosedOrder(order);
  return (
    <section className="app-card crew-summary" aria-label="Order">
      <div className="crew-summary__head">
        <h2 className="crew-summary__title">Order #{order.number}</h2>
        {/* A closed order says so instead of its crew's status (as its card does). */}
        <OrderStatusTag order={order} round />
        {editable && (
          <LinkButton
            className="crew-summary__first-tool"
            to={href('company-job-edit', { id: order.id })}
            icon="edit"
            text="Edit job"
            variant="outlined"
          />
        )}
        <CalendarFileButton
          className={editable ? undefined : 'crew-summary__first-tool'}
          text="Add to calendar"
          variant="outlined"
          fileName={orderFileName(order.number)}
          events={() => [companyOrderEvent(order, zone)]}
        />
        <LinkButton
          to={href('company-job-sheet', { id: order.id })}
          icon="print"
          text="Print job sheet"
          variant="outlined"
        />
        <LinkButton
          to={duplicateJobHref(order.id)}
          icon="duplicate"
          text="Duplicate job"
          variant="outlined"
        />
        <CopyLinkButton to={path} variant="outlined" />
      </div>
      <dl className="crew-summary__facts">
        <div>
          <dt>Date</dt>
          <dd>{formatDate(order.start_at, zone)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatTimeRange(order.start_at, order.end_at, zone)}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {fullName(order.customer_name, order.customer_last_name)}{' '}
            <span className="app-muted crew-nowrap">
              <PhoneLink value={order.customer_primary_phone} />
            </span>
          </dd>
        </div>
        <div>
          <dt>Crew</dt>
          <dd>
            <span className="crew-nowrap">
              {acceptedOf(order.crew_count, order.helpers_needed)}
            </span>
            {away > 0 && (
              <>
                {' '}
                <span className="crew-nowrap crew-summary__away">· {onTimeOffCount(away)}</span>
              </>
            )}
            {/* Its invitations went with the cancellation: the count is what it had then. */}
            {order.cancelled_at && <> when it was cancelled</>}
            {/* Once the job has ended, nobody can accept them: not pending (the crew's rows say
                "No answer"), as the job card no longer shows them. */}
            {!order.cancelled_at && !ended && order.invitations_count > 0 && (
              <>
                {' '}
                <span className="app-muted crew-nowrap">
                  · {pendingCount(order.invitations_count)}
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <div
        className="crew-summary__bar"
        role="progressbar"
        aria-label="Crew filled"
        aria-valuemin={0}
        aria-valuemax={order.helpers_needed}
        aria-valuenow={filled}
      >
        <span style={{ width: `${(filled / Math.max(1, order.helpers_needed)) * 100}%` }} />
      </div>
    </section>
  );
}
