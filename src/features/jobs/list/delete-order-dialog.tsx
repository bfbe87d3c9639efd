import type { OutsourceOffer } from '@/platform/api/generated/model';
import { countOf } from '@/platform/format';
import { ConfirmDialog, toast } from '@/platform/ui';
import { type DialogProps, orderWentMeanwhile } from './order-action-dialogs';
import { orderName } from './order-text';

/**
 * What goes with a deleted order that others wait on (QA helper-89: its offer left the
 * marketplace without a word): its offer, with the applications it has had. (Invitations
 * cannot: an order with one out is no longer "not formed", the only kind deleted.)
 */
function OfferGoesWithIt({
  liveOffer,
}: {
  liveOffer: Pick<OutsourceOffer, 'applications_count'> | null;
}) {
  if (!liveOffer) return null;
  const applications = liveOffer.applications_count;
  return (
    <p className="app-muted">
      Its offer to the marketplace is withdrawn
      {applications > 0 && <> with its {countOf(applications, 'application')}</>}. This cannot be
      undone.
    </p>
  );
}

export function DeleteOrderDialog({
  order,
  actions,
  onClose,
  liveOffer = null,
}: DialogProps & {
  /** Its offer to the marketplace, open or filled (null: none, or not known). */
  liveOffer?: Pick<OutsourceOffer, 'applications_count'> | null;
}) {
  const { remove } = actions;
  return (
    <ConfirmDialog
      isOpen
      title="Delete order"
      thing={orderName(order)}
      confirmLabel="Delete order"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: order.id });
        } catch (error) {
          if (!orderWentMeanwhile(error)) throw error;
          onClose();
          return;
        }
        toast.success(`Order #${order.number} deleted`);
      }}
    >
      <OfferGoesWithIt liveOffer={liveOffer} />
    </ConfirmDialog>
  );
}
