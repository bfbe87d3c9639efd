import { Callout, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import {
  useAcceptHelperCompanyInvitation,
  useAcceptOutsourceOffer,
  useGetHelperCompanyInvitation,
  useGetHelperOutsourceOffer,
  useRejectHelperCompanyInvitation,
  useRejectOutsourceOffer,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import type { HelperBucket } from '@/platform/api/generated/model';
import type { RoutePageProps } from '@/platform/routing';
import { AppButton, Avatar, ConfirmDialog, ErrorState, SkeletonList, toast } from '@/platform/ui';
import { useRefreshHelperJobs } from '../api/use-helper-jobs';
import { DetailFacts, type HelperJob } from '../components/job-facts';
import { bucketLabel, groupTitle, type JobGroup } from '../model/buckets';
import './helper-job.css';

const BUCKET_INTENT: Record<HelperBucket, 'primary' | 'success' | 'danger' | 'none'> = {
  new: 'primary',
  accepted: 'success',
  waiting: 'danger',
  cancelled: 'none',
};

type Actions = {
  /** Resolves true on success (errors are toasted centrally). */
  accept: () => Promise<boolean>;
  reject: () => Promise<boolean>;
  accepting: boolean;
  rejecting: boolean;
};

/** Order details (spec section 2): the facts, and Accept / Reject while the job is new. */
function DetailsView({
  group,
  job,
  actions,
}: {
  group: JobGroup;
  job: HelperJob;
  actions: Actions;
}) {
  const [confirming, setConfirming] = useState(false);
  const { order, branch } = job;
  const applied =
    'my_application' in job && job.my_application?.status === 'pending' ? job.my_application : null;
  return (
    <div className="helper-job hj-details">
      <Card className="hj-details__card">
        <div className="hj-card__head">
          <Avatar src={branch.avatar_url} name={branch.name} size={48} />
          <div className="hj-card__title">
            <h2 className="hj-details__title">Order #{order.number}</h2>
            <span className="app-muted">
              {groupTitle(group)} · {branch.company_name}
            </span>
          </div>
          <Tag intent={BUCKET_INTENT[job.bucket]} round>
            {bucketLabel(job.bucket)}
          </Tag>
        </div>
        {applied && (
          <Callout intent="warning" compact className="hj-details__callout">
            You applied to this offer; the company has not answered yet.
          </Callout>
        )}
        <DetailFacts job={job} />
        {job.bucket === 'new' && (
          <div className="hj-details__actions">
            <AppButton
              intent="primary"
              icon="tick"
              text="Accept"
              loading={actions.accepting}
              disabled={actions.rejecting}
              onClick={async () => {
                if (await actions.accept()) toast.success(`You accepted order #${order.number}.`);
              }}
            />
            <AppButton
              intent="danger"
              variant="outlined"
              icon="cross-circle"
              text="Reject"
              disabled={actions.accepting}
              onClick={() => setConfirming(true)}
            />
          </div>
        )}
      </Card>
      <ConfirmDialog
        isOpen={confirming}
        title="Reject this job"
        thing={`Order #${order.number}, ${branch.company_name}`}
        confirmLabel="Reject"
        loading={actions.rejecting}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            if (await actions.reject()) toast.success(`You rejected order #${order.number}.`);
          } finally {
            setConfirming(false);
          }
        }}
      />
    </div>
  );
}

function useId(params: Record<string, string>) {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Errors are toasted centrally; the page only needs to know whether it worked. */
const quiet = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

export function CompanyDetailsPage({ params }: RoutePageProps) {
  const id = useId(params);
  const refresh = useRefreshHelperJobs();
  const query = useGetHelperCompanyInvitation(id, { query: { enabled: id > 0 } });
  const accept = useAcceptHelperCompanyInvitation({ mutation: { onSuccess: refresh } });
  const reject = useRejectHelperCompanyInvitation({ mutation: { onSuccess: refresh } });
  if (query.isError || id === 0)
    return (
      <ErrorState
        message="This invitation could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <SkeletonList rows={3} label="Loading order" />;
  return (
    <DetailsView
      group="company"
      job={query.data.data}
      actions={{
        accept: () => quiet(accept.mutateAsync({ id })),
        reject: () => quiet(reject.mutateAsync({ id, data: {} })),
        accepting: accept.isPending,
        rejecting: reject.isPending,
      }}
    />
  );
}

export function OutsourceDetailsPage({ params }: RoutePageProps) {
  const id = useId(params);
  const refresh = useRefreshHelperJobs();
  const query = useGetHelperOutsourceOffer(id, { query: { enabled: id > 0 } });
  const accept = useAcceptOutsourceOffer({ mutation: { onSuccess: refresh } });
  const reject = useRejectOutsourceOffer({ mutation: { onSuccess: refresh } });
  if (query.isError || id === 0)
    return (
      <ErrorState message="This offer could not be loaded." onRetry={() => void query.refetch()} />
    );
  if (!query.data) return <SkeletonList rows={3} label="Loading order" />;
  return (
    <DetailsView
      group="outsource"
      job={query.data.data}
      actions={{
        accept: () => quiet(accept.mutateAsync({ id })),
        reject: () => quiet(reject.mutateAsync({ id, data: {} })),
        accepting: accept.isPending,
        rejecting: reject.isPending,
      }}
    />
  );
}
