import type { HelperCompanyInvitation, HelperOutsourceOffer } from '@/platform/api/generated/model';

/*
 * Accept and Reject of a helper's invitation or offer (Order details): each resolves to
 * whether it worked; a failure has been toasted centrally.
 */

export type Actions = {
  /** Resolves true on success (errors are toasted centrally). */
  accept: () => Promise<boolean>;
  reject: () => Promise<boolean>;
  /** The job as it is now (asked again), or undefined when that failed: what Accept agrees to. */
  latest: () => Promise<HelperCompanyInvitation | HelperOutsourceOffer | undefined>;
  accepting: boolean;
  rejecting: boolean;
};

/** Errors are toasted centrally; the page only needs to know whether it worked. */
export const quiet = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

type Answer<V> = { mutateAsync: (variables: V) => Promise<unknown>; isPending: boolean };

/** Accept and Decline of the invitation or offer `id`: each true once done (a failure toasts). */
export function answerActions(
  id: number,
  accept: Answer<{ id: number }>,
  reject: Answer<{ id: number; data: Record<string, never> }>,
  latest: Actions['latest'],
): Actions {
  return {
    accept: () => quiet(accept.mutateAsync({ id })),
    reject: () => quiet(reject.mutateAsync({ id, data: {} })),
    latest,
    accepting: accept.isPending,
    rejecting: reject.isPending,
  };
}
