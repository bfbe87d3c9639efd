import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Order } from '@/platform/api/generated/model';
import { formatDate } from '@/platform/format';
import { href } from '@/platform/routing';
import { AppButton, LinkButton } from '@/platform/ui';
import { duplicateJobHref } from '../duplicate/duplicate-href';
import { OrderDetailsDialog } from '../list/order-details-dialog';

/**
 * A completed or cancelled order reached by its edit address (search, an activity row): its
 * details open at once, as History's Details (review 53 M7: it only said it was not editable).
 */
export function ClosedOrder({ order, openDetails }: { order: Order; openDetails: boolean }) {
  const [, navigate] = useLocation();
  const [showing, setShowing] = useState(openDetails);
  const completed = order.completed_at != null;
  const when = formatDate(order.completed_at ?? order.cancelled_at);
  return (
    <Callout
      intent="warning"
      title={`Job #${order.number} can no longer be edited`}
      className="order-form-page__closed"
    >
      <p>
        It was {completed ? 'completed' : 'cancelled'} on {when}. Completed and cancelled jobs stay
        in History as they were.
      </p>
      <div className="order-form-page__closed-actions">
        <AppButton intent="primary" text="Details" onClick={() => setShowing(true)} />
        <AppButton text="Go to History" onClick={() => navigate(href('company-job-history'))} />
        <LinkButton to={duplicateJobHref(order.id)} icon="duplicate" text="Duplicate job" />
      </div>
      {showing && (
        <OrderDetailsDialog
          card={{
            id: order.id,
            branch_id: order.branch_id,
            number: order.number,
            customer_name: order.customer.first_name,
            customer_last_name: order.customer.last_name,
            status: order.status,
            completed_at: order.completed_at,
            cancelled_at: order.cancelled_at,
          }}
          onClose={() => setShowing(false)}
        />
      )}
    </Callout>
  );
}
