import { useRef, useState } from 'react';
import { useCancelOutsourceOffer } from '../api/endpoints';
import type { OutsourceOffer } from '@/platform/api/generated/model';
import { doneAlready } from '@/platform/api/notify';
import { GONE_IS_DONE_META } from '@/platform/api/query-client';
import {
  AppButton,
  ConfirmDialog,
  nextEntryFocus,
  toast,
  type EntryFocusRule,
} from '@/platform/ui';
import { useRefreshOutsourcing } from '../api/refresh';
import { canWithdrawOffer, offerChange } from '../model/statuses';
import { customerOf } from './offer-facts';

/**
 * Where the keyboard goes once a withdrawn offer leaves its list (Find AI's Open offers, an
 * Open filter) or loses its Withdraw (All, its applications page): the next card's Withdraw,
 * else the previous card's, else the list's empty state ("No open offers"), else the card's
 * own title, else the list's heading (QA-230 L3: it fell to the page's body, then to the page's
 * title far above), by the crew page's rows' rule (`nextEntryFocus`).
 */
function afterWithdraw(button: HTMLElement): EntryFocusRule {
  const card = button.closest('.oo-offer');
  return {
    entry: '.oo-offer',
    control: '.oo-offer__withdraw',
    fallback: () =>
      document.querySelector<HTMLElement>('.oo-no-offers h4') ??
      (card?.isConnected ? card.querySelector<HTMLElement>('.oo-offer__title') : null) ??
      document.getElementById('oo-open-offers'),
  };
}

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
  // Taken as the dialog opens, while the card is listed; the dialog runs it when its opener
  // has gone (the card, or its Withdraw).
  const focusAfter = useRef<() => boolean>(() => false);
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
          className="oo-offer__withdraw"
          aria-label={`Withdraw the offer for ${name}`}
          onClick={(event) => {
            focusAfter.current = nextEntryFocus(
              event.currentTarget,
              afterWithdraw(event.currentTarget),
            );
            setOpen(true);
          }}
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
        whenOpenerGone={() => focusAfter.current()}
      >
        <p className="app-muted">
          Pending applications are cancelled; helpers already accepted stay on the crew.
        </p>
      </ConfirmDialog>
    </>
  );
}
