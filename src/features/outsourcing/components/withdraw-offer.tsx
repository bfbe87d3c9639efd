import { useState } from 'react';
import { useCancelOutsourceOffer } from '../api/endpoints';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { AppButton, Modal, toast } from '@/platform/ui';
import { useRefreshOutsourcing } from '../api/refresh';
import { customerOf } from './offer-facts';

/** "Withdraw" with its confirmation naming the order; refreshes the lists after. */
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
    setOpen(false);
    toast.success(`Offer for ${name} withdrawn`);
    await refresh();
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
      <Modal
        isOpen={open}
        title="Withdraw offer"
        size="x-small"
        cancelLabel="Keep offer"
        onClose={() => setOpen(false)}
        actions={
          <AppButton
            intent="danger"
            text="Withdraw offer"
            loading={withdraw.isPending}
            onClick={confirm}
          />
        }
      >
        <p>
          Withdraw the offer for <strong>{name}</strong> ({customerOf(offer)})?
        </p>
        <p className="app-muted">
          Pending applications are cancelled; helpers already accepted stay on the crew.
        </p>
      </Modal>
    </>
  );
}
