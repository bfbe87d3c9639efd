import { GONE_IS_DONE_META, SAID_BY_PAGE_META } from '@/platform/api/query-client';
import { Card } from '@blueprintjs/core';
import {
  useAcceptHelperCompanyInvitation,
  useAcceptOutsourceOffer,
  useApplyToOutsourceOffer,
  useGetHelperCompanyInvitation,
  useGetHelperOutsourceOffer,
  useRejectHelperCompanyInvitation,
  useRejectOutsourceOffer,
  useWithdrawOutsourceOfferApplication,
} from '../api/endpoints';
import type { ApplyToOfferRequest, HelperOutsourceOffer } from '@/platform/api/generated/model';
import { CalendarFileButton } from '@/platform/calendar-file';
import { helperItemEvent, jobHasEnded, orderFileName } from '@/platform/orders';
import { parseRouteId, type RoutePageProps } from '@/platform/routing';
import {
  AppButton,
  Avatar,
  ConfirmDialog,
  NotFoundState,
  failedOutright,
  queryPending,
  toast,
  useNow,
} from '@/platform/ui';
import { useRefreshHelperJobs } from '../api/use-helper-jobs';
import { useRateCompany, type RateCompany } from '../api/use-rate-company';
import { ApplyDialog } from '../components/apply-dialog';
import { AwaitingCompletion } from '../components/awaiting-completion';
import { CompanyRatingSection } from '../components/company-rating-section';
import { JobConfirmation } from '../components/job-confirmation';
import { CannotTake } from '../components/cannot-take';
import { CancelledJobDetails, LeftJob } from '../components/left-job';
import { OnMyWay } from '../components/on-my-way';
import { DetailFacts, type HelperJob } from '../components/job-facts';
import { useDetailsFocus } from '../components/details-focus';
import { TimeOffClash, timeOffApplies, useTimeOffDuring } from '../components/time-off-clash';
import { JobClash, useJobClash } from '../components/job-clash';
import { useDetailsDialogs } from '../components/details-dialogs';
import { AcceptAnywayDialog, AcceptButton, useAccept } from '../components/accept-button';
import { OutsideTerms, useOutsideTerms } from '../components/outside-terms';
import { JobStateTag } from '../components/job-state-tag';
import { MyApplication } from '../components/my-application';
import { crewIsFull, groupTitle, type JobGroup } from '../model/buckets';
import { canRateCompany } from '../model/company-rating-form';
import { answerActions, withdrawApplication, type Actions } from '../model/answer-actions';
import { awaitsCompany, hasLeft } from '../model/confirmation';
import { INVITATION_FAILED, OFFER_FAILED } from '../model/details-failures';
import { useSeenOnScreen } from '../model/ended-jobs';
import './helper-job.css';

/** An offer's own actions: apply (with a message and a rate) and withdraw the application. */
type OfferActions = {
  /** Rejects with the API error, so the form can put a 422 on its fields. */
  apply: (data: ApplyToOfferRequest) => Promise<unknown>;
  /** Rejects with the API error (toasted centrally), for the confirmation to say it. */
  withdraw: () => Promise<unknown>;
  withdrawing: boolean;
};

/**
 * Order details (spec section 2): the facts, and Accept / Reject while the job is new. An
 * outsourcing offer can also be applied to; the helper's application shows with its state,
 * and a pending one can be withdrawn (then Accept, Apply and Reject wait until it is).
 */
function DetailsView({
  group,
  job,
  actions,
  offerActions,
  rateCompany,
}: {
  group: JobGroup;
  job: HelperJob;
  actions: Actions;
  offerActions?: OfferActions;
  rateCompany: RateCompany;
}) {
  // A lost focus goes to the job's title, not the page's body (useDetailsFocus).
  const { title, area, focusTitle, keepFocus } = useDetailsFocus(job);
  // Confirm, can't make it and on my way follow the clock while the page stays open.
  const now = useNow();
  const { order, branch } = job;
  const offer = group === 'outsource' ? (job as HelperOutsourceOffer) : null;
  const application = offer?.my_application ?? null;
  const pending = application?.status === 'pending';
  // A new job past its end takes no one (refused): she may still reject it, not take it.
  const ended = job.bucket === 'new' && jobHasEnded(order, now);
  const answerable = job.bucket === 'new' && !pending;
  // Someone took the last spot (QA 2026-12-04: Accept stayed until the server refused it).
  const full = crewIsFull(job);
  // A day of her time off, or another job she is on then: the server refuses Accept.
  // A job she took, before it starts, on a day she then took off: the company's crew page
  // shows her as off, so she is not asked to confirm it (QA helper-159: the sides disagreed).
  const taken = job.bucket === 'accepted' && !order.cancelled_at && !order.completed_at;
  const timeOff = useTimeOffDuring(job, { enabled: timeOffApplies(job, now) });
  const clash = useJobClash(job, { enabled: answerable && !ended });
  // An offer on her day off or for a role not hers, an invitation outside her serving areas:
  // said, and Accept asks once.
  const outside = useOutsideTerms(answerable && !ended ? job : null);
  // A job she may work (not answered yet: tentative, or accepted) can go into her calendar.
  const onCalendar =
    ((job.bucket === 'new' && !ended) || job.bucket === 'accepted') && !order.cancelled_at;
  const thing = `Order #${order.number}, ${branch.company_name}`;
  const { dialog, open, close, outdated, answer } = useDetailsDialogs(job, {
    answerable,
    pending,
    ended,
    full,
  });
  // The confirm dialogs guard these (one request for a double click) and close once done; a
  // failure is toasted and said in the dialog, which stays for another try (QA helper-113:
  // it closed, the toast alone saying so). The page shows the job as it now is.
  const accept = useAccept(job, actions, keepFocus);
  const reject = () =>
    answer(async () => {
      await actions.reject();
      toast.success(`You rejected order #${order.number}.`);
    });
  const withdraw = () =>
    answer(() => withdrawApplication(async () => offerActions?.withdraw(), order.number));
  return (
    <div className="helper-job hj-details" ref={area}>
      <Card className="hj-details__card">
        <div className="hj-card__head">
          <Avatar src={branch.avatar_url} name={branch.name} size={48} />
          <div className="hj-card__title">
            <h2 className="hj-details__title" ref={title} tabIndex={-1}>
              Order #{order.number}
            </h2>
            <span className="app-muted">
              {groupTitle(group)} · {branch.company_name}
            </span>
          </div>
          <JobStateTag job={job} ended={ended} awaiting={awaitsCompany(job, now)} />
        </div>
        <DetailFacts job={job} />
        <AwaitingCompletion job={job} now={now} />
        {hasLeft(job) && <LeftJob job={job} />}
        <CancelledJobDetails job={job} />
        <CannotTake job={job} ended={ended} />
        {answerable && !ended && <TimeOffClash entry={timeOff} />}
        {answerable && !ended && <JobClash event={clash} />}
        {answerable && !ended && <OutsideTerms lines={outside} />}
        {taken && !job.clocked_in_at && <TimeOffClash entry={timeOff} accepted />}
        {job.bucket === 'accepted' && (
          <JobConfirmation
            job={job}
            now={now}
            offDuring={taken && timeOff !== undefined}
            onLeft={keepFocus}
          />
        )}
        {job.bucket === 'accepted' && <OnMyWay job={job} now={now} />}
        {offer && application && (
          <MyApplication
            offer={offer}
            application={application}
            onWithdraw={() => open('withdraw')}
          />
        )}
        {(answerable || onCalendar) && (
          <div className="hj-details__actions">
            {answerable && (
              <>
                {!ended && !full && !timeOff && !clash && (
                  <AcceptButton
                    actions={actions}
                    outside={outside}
                    accept={accept}
                    onAsk={() => open('accept')}
                  />
                )}
                {offer && offerActions && !ended && (
                  <AppButton
                    intent="primary"
                    variant="outlined"
                    icon="edit"
                    text={application ? 'Apply again' : 'Apply'}
                    disabled={actions.accepting || actions.rejecting}
                    onClick={() => open('apply')}
                  />
                )}
                <AppButton
                  intent="danger"
                  variant="outlined"
                  icon="cross-circle"
                  text="Reject"
                  disabled={actions.accepting}
                  onClick={() => open('reject')}
                />
              </>
            )}
            {onCalendar && (
              <CalendarFileButton
                className="hj-details__calendar"
                text="Add to calendar"
                variant="outlined"
                fileName={orderFileName(order.number)}
                events={() => [helperItemEvent(job)]}
              />
            )}
          </div>
        )}
        {canRateCompany(job) && (
          <CompanyRatingSection
            orderId={order.id}
            companyName={branch.company_name}
            mine={job.my_company_rating}
            send={rateCompany}
          />
        )}
      </Card>
      <AcceptAnywayDialog
        job={job}
        isOpen={dialog === 'accept'}
        outside={outside}
        actions={actions}
        accept={() =>
          answer(async () => {
            if (!(await accept())) throw new Error('Not accepted');
          })
        }
        onClose={close}
        whenOpenerGone={focusTitle}
        outdated={outdated}
      />
      <ConfirmDialog
        isOpen={dialog === 'reject'}
        title="Reject this job"
        failure={['the job', 'rejected']}
        thing={thing}
        confirmLabel="Reject"
        loading={actions.rejecting}
        onClose={close}
        onConfirm={reject}
        // Once it has closed (a watch from the action saw the focus lost while it was open,
        // as Chromium drops the loading button's, and went too early).
        whenOpenerGone={focusTitle}
        outdated={outdated}
      >
        <p>
          It is final: {branch.company_name} is told, and you cannot accept this invitation
          afterwards.
        </p>
      </ConfirmDialog>
      {offer && offerActions && (
        <>
          <ApplyDialog
            offer={offer}
            isOpen={dialog === 'apply'}
            onClose={close}
            send={(data) =>
              answer(async () => {
                await offerActions.apply(data);
                toast.success(`Your application for order #${order.number} was sent.`);
              })
            }
            whenOpenerGone={focusTitle}
            outdated={outdated}
          />
          <ConfirmDialog
            isOpen={dialog === 'withdraw'}
            title="Withdraw your application"
            failure={['your application', 'withdrawn']}
            thing={thing}
            confirmLabel="Withdraw application"
            loading={offerActions.withdrawing}
            onClose={close}
            onConfirm={withdraw}
            whenOpenerGone={focusTitle}
            outdated={outdated}
          />
        </>
      )}
    </div>
  );
}

/** The job asked again (Accept's check); undefined when that failed (Accept then goes on). */
const latestOf =
  <T,>(query: { refetch: () => Promise<{ data?: { data: T } }> }) =>
  async () =>
    (await query.refetch()).data?.data;

function useId(params: Record<string, string>) {
  return parseRouteId(params.id) ?? 0;
}

export function CompanyDetailsPage({ params }: RoutePageProps) {
  const id = useId(params);
  const refresh = useRefreshHelperJobs();
  const query = useGetHelperCompanyInvitation(id, {
    query: { enabled: id > 0, meta: SAID_BY_PAGE_META },
  });
  const accept = useAcceptHelperCompanyInvitation({ mutation: { onSettled: refresh } });
  const reject = useRejectHelperCompanyInvitation({ mutation: { onSettled: refresh } });
  const rateCompany = useRateCompany(query.data?.data.order.id);
  useSeenOnScreen('company', query.data?.data);
  if (id === 0) return <NotFoundState {...INVITATION_FAILED.notFound} />;
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label: 'Loading order', rows: 3 }, INVITATION_FAILED);
  return (
    <DetailsView
      group="company"
      job={query.data.data}
      actions={answerActions(id, accept, reject, latestOf(query))}
      rateCompany={rateCompany}
    />
  );
}

export function OutsourceDetailsPage({ params }: RoutePageProps) {
  const id = useId(params);
  const refresh = useRefreshHelperJobs();
  const query = useGetHelperOutsourceOffer(id, {
    query: { enabled: id > 0, meta: SAID_BY_PAGE_META },
  });
  // Settled, not only on success: a refused answer (422, e.g. the company withdrew the offer
  // meanwhile) shows the job as it now is instead of the buttons that were refused (review H1).
  const accept = useAcceptOutsourceOffer({ mutation: { onSettled: refresh } });
  const reject = useRejectOutsourceOffer({ mutation: { onSettled: refresh } });
  const apply = useApplyToOutsourceOffer({ mutation: { onSettled: refresh } });
  const withdraw = useWithdrawOutsourceOfferApplication({
    mutation: { onSettled: refresh, meta: GONE_IS_DONE_META },
  });
  const rateCompany = useRateCompany(query.data?.data.order.id);
  useSeenOnScreen('outsource', query.data?.data);
  if (id === 0) return <NotFoundState {...OFFER_FAILED.notFound} />;
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label: 'Loading order', rows: 3 }, OFFER_FAILED);
  return (
    <DetailsView
      group="outsource"
      job={query.data.data}
      actions={answerActions(id, accept, reject, latestOf(query))}
      offerActions={{
        apply: (data) => apply.mutateAsync({ id, data }),
        withdraw: () => withdraw.mutateAsync({ id }),
        withdrawing: withdraw.isPending,
      }}
      rateCompany={rateCompany}
    />
  );
}
