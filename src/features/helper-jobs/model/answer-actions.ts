import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { doneAlready } from '@/platform/api/notify';
import { toast } from '@/platform/ui';

/*
 * Accept and Reject of a helper's invitation or offer (Order details). Accept resolves to
 * whether it worked; Reject, asked in a confirmation, rejects with the failure for its dialog
 * to say. A failure has been toasted centrally either way.
 */

export type Actions = {
  /** Resolves true on success (errors are toasted centrally). */
  accept: () => Promise<boolean>;
  /** Rejects with the API error (toasted centrally), for the confirmation to say it. */
  reject: () => Promise<unknown>;
  /** The job as it is now (asked again), or undefined when that failed: what Accept agrees to. */
  latest: () => Promise<HelperCompanyInvitation | HelperOutsourceOffer | undefined>;
  accepting: boolean;
  rejecting: boolean;
};

/** Errors are toasted centrally; the page only needs to know whether it worked. */
const quiet = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

type Answer<V> = { mutateAsync: (variables: V) => Promise<unknown>; isPending: boolean };

/** Accept and Decline of the invitation or offer `id` (a failure toasts). */
export function answerActions(
  id: number,
  accept: Answer<{ id: number }>,
  reject: Answer<{ id: number; data: Record<string, never> }>,
  latest: Actions['latest'],
): Actions {
  return {
    accept: () => quiet(accept.mutateAsync({ id })),
    reject: () => reject.mutateAsync({ id, data: {} }),
    latest,
    accepting: accept.isPending,
    rejecting: reject.isPending,
  };
}

/**
 * Withdraw application (an offer's Order details), said once done. Its offer deleted meanwhile
 * (the company deleted the order: a 404, the mutation's GONE_IS_DONE_META) took her application
 * with it: done, said as news ("Already gone is done", README). An offer withdrawn or filled
 * meanwhile is a change (422), which the dialog says.
 */
export async function withdrawApplication(withdraw: () => Promise<unknown>, orderNumber: number) {
  try {
    await withdraw();
  } catch (error) {
    if (!doneAlready(error, `Your application to order #${orderNumber} was already removed.`))
      throw error;
    return;
  }
  toast.success(`You withdrew your application to order #${orderNumber}.`);
}
