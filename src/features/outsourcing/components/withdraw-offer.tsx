import { useState } from 'react';
import { useCancelOutsourceOffer } from '../api/endpoints';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { AppButton, ConfirmDialog, toast } from '@/platform/ui';
import { useRefreshOutsourcing } from '../api/refresh';
import { customerOf } from './offer-facts';

/**
 * "Withdraw" with its confirmation naming the order (the one confirmation dialog, which says a
 * failure under its question: QA helper-110 found this one, hand-made, silent); refreshes the
 * lists after.
 */
export function WithdrawOfferButton({
  offer,
  branchId,
}: {
  offer: OutsourceOffer;
  branchId: number;
}) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshOutsourcing(branchId);
  const withdraw = useCancelOutsourceOffer();
  const name = `order #${offer.order.number}`;
  const confirm = async () => {
    await withdraw.mutateAsync({ id: offer.id });
    toast.success(`Offer for ${name} withdrawn`);
    void refresh();
  };
  return (
    <>
      <AppButton
        variant="minimal"
        intent="danger"
        icon="disable"
        text="Withdraw"
        aria-label={`Withdraw the offer for ${name}`}
        onClick={() => setOpen(true)}
      />
      <ConfirmDialog
        isOpen={open}
        title="Withdraw offer"
        question={
          <>
            Withdraw the offer for <strong>{name}</strong> ({customerOf(offer)})?
          </>
        }
        confirmLabel="Withdraw offer"
        cancelLabel="Keep offer"
        loading={withdraw.isPending}
        failure={['the offer', 'withdrawn']}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p className="app-muted">
          Pending applications are cancelled; helpers already accepted stay on the crew.
        </p>
      </ConfirmDialog>
    </>
  );
}
