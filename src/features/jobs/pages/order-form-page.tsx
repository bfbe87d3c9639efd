import { isApiError } from '@/platform/api/api-error';
import { fetchLatest, SAID_BY_PAGE_META } from '@/platform/api/query-client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  getGetOrderQueryKey,
  getGetOrderQueryOptions,
  useCreateBranchOrder,
  useGetOrder,
  useUpdateOrder,
} from '../api/endpoints';
import type { Order } from '@/platform/api/generated/model';
import { parseApiDate, zonedToday } from '@/platform/format';
import { crewHref, JOB_NOT_FOUND, jobListHref } from '@/platform/orders';
import { href, leaveForm, parseRouteId, returnFromForm, returnToOpener } from '@/platform/routing';
import type { RoutePageProps } from '@/platform/routing';
import {
  BranchGate,
  useActivateBranchOf,
  useActiveBranch,
  useBranchList,
  useBranchTimeZone,
} from '@/platform/session';
import {
  CopyLinkButton,
  LinkButton,
  NotFoundState,
  QueryError,
  SkeletonList,
  failedOutright,
  toast,
  useMounted,
} from '@/platform/ui';
import { STOPPED_FOR_SERVER_CHANGES, TypedInGone, useServerCopy } from '@/platform/forms';
import { refreshAfter } from '@/platform/api/cache';
import { OrderForm } from '../form/order-form';
import { CopyOfJob } from '../duplicate/copy-of-job';
import { copyDraftName, duplicateJobHref, duplicateSource } from '../duplicate/duplicate-href';
import { ClosedOrder } from './closed-order';
import {
  emptyOrderValues,
  ORDER_FIELD_LABELS,
  orderToValues,
  toOrderPayload,
  toOrderSubmitErrors,
  type OrderFormValues,
} from '../form/order-form-values';
import type { KeptStart } from '../form/order-validators';
import { jobSavedText } from '../form/crew-notices';
import { JobBranchLine, useNewJobBranch } from '../form/new-job-branch';

/** ?date=YYYY-MM-DD from the calendar, when a real day from today on (the branch's today). */
export function prefillDate(search: string, timeZone: string): string | undefined {
  const raw = new URLSearchParams(search).get('date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || !parseApiDate(raw)) return undefined;
  return raw >= zonedToday(timeZone) ? raw : undefined;
}

function CreateOrder({ origin }: { origin: 'job' | 'calendar' }) {
  const search = useSearch();
  const from = origin === 'job' ? duplicateSource(search) : null;
  return (
    <BranchGate
      loadingLabel="Loading the form"
      noBranches="Jobs belong to a branch. Create a branch first, then add its jobs here."
    >
      {(branchId) =>
        from === null ? (
          <CreateOrderForm branchId={branchId} origin={origin} />
        ) : (
          <CopyOfJob id={from} branchId={branchId}>
            {/* A branch switched by hand keeps the typing, as Add new job does (QA helper-157). */}
            {(order) => <CreateOrderForm branchId={branchId} origin={origin} copyOf={order} />}
          </CopyOfJob>
        )
      }
    </BranchGate>
  );
}

function CreateOrderForm({
  branchId,
  origin,
  copyOf,
}: {
  branchId: number;
  origin: 'job' | 'calendar';
  copyOf?: Order;
}) {
  const branch = useActiveBranch();
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const create = useCreateBranchOrder();
  const timeZone = useBranchTimeZone(branchId);
  const branchCheck = useNewJobBranch(branchId, copyOf !== undefined); // QA-184 H3
  // Cancel and Create go back to the calendar it came from as the back arrow does (its view and
  // day; without it behind, the month of the day chosen), else to the list the new job is on.
  const toCalendar = origin === 'calendar';
  const listHref = toCalendar ? href('company-calendar') : href('company-job-not-formed');
  const backToCalendar = (day?: string) =>
    returnToOpener(navigate, day ? `${listHref}?date=${day}` : listHref);
  const mounted = useMounted();
  // Once, on arrival: later renders must not reset what has been typed.
  const copyZone = useBranchTimeZone(copyOf?.branch_id ?? branchId);
  const [initialValues] = useState(() =>
    copyOf
      ? // Its clock times as they read in its branch; the date is the dispatcher's to choose.
        { ...orderToValues(copyOf, copyZone, branch?.state_initials), moving_date: '' }
      : emptyOrderValues({
          date: origin === 'calendar' ? prefillDate(search, timeZone) : undefined,
          state: branch?.state_initials,
        }),
  );

  const onSubmit = async (values: OrderFormValues) => {
    try {
      const response = await create.mutateAsync({
        id: branchId,
        data: toOrderPayload(values, timeZone),
      });
      toast.success(`Job #${response.data.number} created`);
      void refreshAfter(queryClient, 'order', { branchId, orderId: response.data.id });
      if (!mounted()) return undefined; // the user went elsewhere meanwhile: they stay there
      if (toCalendar) backToCalendar(values.moving_date);
      else leaveForm(navigate, listHref);
      return undefined;
    } catch (error) {
      // The failure was toasted centrally; its field messages go on the fields, values stay.
      return toOrderSubmitErrors(error);
    }
  };

  return (
    <OrderForm
      initialValues={initialValues}
      onSubmit={branchCheck.guard(onSubmit)}
      submitText="Create job"
      top={branchCheck.top}
      cancelTo={toCalendar ? () => backToCalendar() : listHref}
      // Per branch: a kept job is restored into the branch it was begun in (review 54).
      draftName={copyOf ? copyDraftName(copyOf.id) : `job:create:${branchId}`}
      defaultState={branch?.state_initials ?? ''}
      branchId={branchId}
      timeZone={timeZone}
    />
  );
}

/** /company/job/create (Add new job). */
export function OrderCreatePage() {
  return <CreateOrder origin="job" />;
}

/** /company/calendar/create (Add new job), with an optional ?date=YYYY-MM-DD. */
export function CalendarOrderCreatePage() {
  return <CreateOrder origin="calendar" />;
}

function EditOrderForm({ order }: { order: Order }) {
  const [, navigate] = useLocation();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const update = useUpdateOrder();
  const branch = useActiveBranch();
  const timeZone = useBranchTimeZone(order.branch_id);
  const state = branch?.state_initials;
  // The job on the server as form values: a new object only when its copy changed.
  const serverValues = useMemo(
    () => orderToValues(order, timeZone, state),
    [order, timeZone, state],
  );
  // Once per order: a refetch must not throw away what is being typed (it is merged instead).
  const [initialValues] = useState(() => serverValues);
  const serverCopy = useServerCopy(serverValues, ORDER_FIELD_LABELS);
  // The start the job has on the server now, which may stay even once it has passed.
  const kept = useMemo<KeptStart>(
    () => ({
      date: serverCopy.base.moving_date,
      time: serverCopy.base.time_window.slice(0, 5),
    }),
    [serverCopy.base],
  );
  const listHref = jobListHref({ status: order.status });
  // Cancel and Save go back to where Edit job was opened (the calendar's view and day, the
  // crew page, the board, a list's page: QA 164 M3, helper-168 M1).
  const leave = (to: string) => returnFromForm(navigate, to);
  // What is sent is what the form holds (the merge reads it), with the server's news merged.
  const onSubmit = async (_: OrderFormValues, sending: () => Promise<void>) => {
    let sent = false; // until the write: a read with no answer sent nothing (QA helper-122)
    try {
      // The job as it is now (saved by someone else since the last push?): their changes to
      // fields left alone here are kept. A job gone or closed meanwhile: the page says so.
      let latest = order;
      const merged = await serverCopy.refresh(async () => {
        const fresh = await fetchLatest(queryClient, {
          ...getGetOrderQueryOptions(order.id),
          // As the page's own query: a 404 is "Job not found", a 403 "Not yours to open", no toast.
          meta: SAID_BY_PAGE_META,
        });
        latest = fresh.data;
        return orderToValues(latest, timeZone, state);
      });
      // New conflicts are shown above Save first; the next Save keeps the user's values.
      if (merged.stop || latest.completed_at != null || latest.cancelled_at != null)
        return STOPPED_FOR_SERVER_CHANGES;
      await sending();
      sent = true;
      const response = await update.mutateAsync({
        id: order.id,
        data: toOrderPayload(merged.values, timeZone, latest),
      });
      queryClient.setQueryData(getGetOrderQueryKey(order.id), response);
      toast.success(jobSavedText(response.data, latest));
      void refreshAfter(queryClient, 'order', { branchId: order.branch_id, orderId: order.id });
      if (!mounted()) return undefined; // the user went elsewhere meanwhile: they stay there
      leave(jobListHref({ status: response.data.status }));
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // Deleted since the read: read again, the page says "Job not found" (no "try again").
        void refreshAfter(queryClient, 'order', { branchId: order.branch_id, orderId: order.id });
        return undefined;
      }
      return toOrderSubmitErrors(error, sent);
    }
  };

  return (
    <>
      <JobBranchLine branchId={order.branch_id} />
      <div className="order-form-page__tools">
        {/* The job's crew page, as its card's Edit crew / Build crew (QA 164 M3). */}
        <LinkButton to={crewHref(order)} icon="people" text="Crew" variant="outlined" />
        <LinkButton
          to={duplicateJobHref(order.id)}
          icon="duplicate"
          text="Duplicate job"
          variant="outlined"
        />
        <CopyLinkButton to={href('company-job-edit', { id: order.id })} variant="outlined" />
      </div>
      <OrderForm
        initialValues={initialValues}
        onSubmit={onSubmit}
        submitText="Save changes"
        crewCount={order.crew_count}
        invitedCount={order.invitations_count}
        payCrewCount={order.crew_count - (order.offer_crew_count ?? 0)}
        cancelTo={() => leave(listHref)}
        draftName={`job:edit:${order.id}`}
        kept={kept}
        defaultState={branch?.state_initials ?? ''}
        branchId={order.branch_id}
        timeZone={timeZone}
        serverCopy={serverCopy}
      />
    </>
  );
}

/** /company/job/edit/{id} (Edit job): the order loaded with GET orders/{id}. */
export function OrderEditPage({ params }: RoutePageProps) {
  const parsed = parseRouteId(params.id);
  const valid = parsed !== null;
  const id = parsed ?? 0;
  const query = useGetOrder(id, { query: { enabled: valid, meta: SAID_BY_PAGE_META } });
  // The form reads the order's times in its branch's zone: wait for the branches (4/8).
  const branches = useBranchList();
  // Closed when the page first had it: its details open at once only then (not on a close).
  const closedOnArrival = useRef<boolean | null>(null);
  const loaded = query.data?.data;
  // A branch switched to by hand takes Edit job to that branch's jobs, its typing kept.
  useActivateBranchOf(loaded?.branch_id, `Job #${loaded?.number}`, {
    page: 'Edit job',
    to: jobListHref(loaded ?? { status: 1 }),
    form: loaded?.completed_at == null && loaded?.cancelled_at == null,
  });
  if (loaded && closedOnArrival.current === null)
    closedOnArrival.current = loaded.completed_at != null || loaded.cancelled_at != null;
  if (!valid) return <NotFoundState {...JOB_NOT_FOUND} />;
  if (query.isPending || branches.status === 'loading')
    return <SkeletonList rows={4} label="Loading the job" />;
  if (failedOutright(query)) {
    // A 403 reads as every refused permission does, a 404 as a job not found (no Try again);
    // either keeps what was typed (a job deleted, or its branch's access taken: QA 137 H1).
    const gone = isApiError(query.error) && [403, 404].includes(query.error.status ?? 0);
    return (
      <>
        <QueryError query={query} notFound={JOB_NOT_FOUND} />
        {gone && (
          <TypedInGone
            from={`job:edit:${id}`}
            to={(branchId) => `job:create:${branchId}`}
            toHref={href('company-job-create')}
            kept="What you typed in this job is kept."
            startText="Start a new job with it"
          />
        )}
      </>
    );
  }
  const order = query.data!.data; // in: a failed re-read keeps it (failedOutright)
  if (order.completed_at != null || order.cancelled_at != null) {
    return <ClosedOrder order={order} openDetails={closedOnArrival.current === true} />;
  }
  return <EditOrderForm key={order.id} order={order} />;
}
