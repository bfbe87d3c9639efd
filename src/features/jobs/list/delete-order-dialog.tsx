import type { OutsourceOffer } from '@/platform/api/generated/model';
import { doneAlready } from '@/platform/api/notify';
import { countOf } from '@/platform/format';
import { ConfirmDialog, toast } from '@/platform/ui';
import { type DialogProps, orderWentMeanwhile } from './order-action-dialogs';
import { orderName } from './order-text';

/**
 * What goes with a deleted order that others wait on (QA helper-89: its offer left the
 * marketplace without a word): its offer, with the applications it has had. (Invitations
 * cannot: an order with one out is no longer "not formed", the only kind deleted.)
 */
function OfferGoesWithIt({ liveOffer }: { liveOffer: LiveOffer | null | 'unknown' }) {
  if (!liveOffer) return null;
  let text;
  if (liveOffer === 'unknown')
    // The branch's offers could not be read (yet): it may have one.
    text = 'Any offer of it to the marketplace will be withdrawn too.';
  else if (liveOffer.applications_count > 0)
    text = `Its offer to the marketplace will be withdrawn, and the ${countOf(liveOffer.applications_count, 'application')} to it dropped.`;
  else text = 'Its offer to the marketplace will be withdrawn.';
  return <p className="app-muted">{text} This cannot be undone.</p>;
}

type LiveOffer = Pick<OutsourceOffer, 'applications_count'>;

export function DeleteOrderDialog({
  order,
  actions,
  onClose,
  liveOffer = null,
}: DialogProps & {
  /** Its offer to the marketplace, open or filled; null: none; 'unknown': not read. */
  liveOffer?: LiveOffer | null | 'unknown';
}) {
  const { remove } = actions;
  return (
    <ConfirmDialog
      isOpen
      title="Delete order"
      thing={orderName(order)}
      confirmLabel="Delete order"
      failure={['the order', 'deleted']}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: order.id });
        } catch (error) {
          // Deleted first elsewhere: done, and said as news; closed meanwhile: its toast says so.
          if (!orderWentMeanwhile(error)) throw error;
          doneAlready(error, `Order #${order.number} was already deleted.`);
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
