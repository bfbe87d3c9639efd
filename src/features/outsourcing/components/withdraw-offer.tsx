import { useState } from 'react';
import { useCancelOutsourceOffer } from '../api/endpoints';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { doneAlready } from '@/platform/api/notify';
import { GONE_IS_DONE_META } from '@/platform/api/query-client';
import { AppButton, ConfirmDialog, toast } from '@/platform/ui';
import { useRefreshOutsourcing } from '../api/refresh';
import { canWithdrawOffer, offerChange } from '../model/statuses';
import { customerOf } from './offer-facts';

/**
 * "Withdraw" with its confirmation naming the order (the one confirmation dialog, which says a
 * failure under its question: QA helper-110 found this one, hand-made, silent); refreshes the
 * lists after. An offer deleted meanwhile (its order deleted elsewhere: a 404) is a withdrawal
 * done, said as news ("Already gone is done", README); one withdrawn meanwhile (422) is not.
 * Only an open offer has the button (`canWithdrawOffer`); one that fills, closes or is
 * withdrawn while the dialog is open keeps the dialog, which says so with only OK (Modal's
 * `outdated`), rather than vanish under the pointer. Renders nothing otherwise.
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
  const withdraw = useCancelOutsourceOffer({ mutation: { meta: GONE_IS_DONE_META } });
  const name = `order #${offer.order.number}`;
  const withdrawable = canWithdrawOffer(offer.status);
  if (!withdrawable && !open) return null;
  const confirm = async () => {
    try {
      await withdraw.mutateAsync({ id: offer.id });
      toast.success(`Offer for ${name} withdrawn`);
    } catch (error) {
      if (!doneAlready(error, `The offer for ${name} was already removed.`)) throw error;
    }
    void refresh();
  };
  return (
    <>
      {withdrawable && (
        <AppButton
          variant="minimal"
          intent="danger"
          icon="disable"
          text="Withdraw"
          aria-label={`Withdraw the offer for ${name}`}
          onClick={() => setOpen(true)}
        />
      )}
      <ConfirmDialog
        isOpen={open}
        outdated={offerChange(offer.status)}
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
