import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useAppSelector } from '@/platform/store';
import { selectUser } from '@/platform/session';
import './helper-job.css';

type Bucket = { key: string; label: string; icon: IconName };
/** Spec section 4: the same four buckets for company invitations and outsourcing offers. */
const BUCKETS: Bucket[] = [
  { key: 'new', label: 'New', icon: 'envelope' },
  { key: 'accepted', label: 'Accepted', icon: 'tick-circle' },
  { key: 'waiting', label: 'Rejected', icon: 'cross-circle' },
  { key: 'cancelled', label: 'Cancelled', icon: 'disable' },
];
const GROUPS = [
  {
    key: 'company',
    title: 'Company invitations',
    description: 'Moving companies invite you to their orders.',
  },
  {
    key: 'outsource',
    title: 'Outsourcing offers',
    description: 'Companies share work they cannot cover with their own team.',
  },
];

/**
 * /helper/job: the helper's job area. The invitation and offer calls arrive with the helper
 * area (7/9); until then there is nothing to list, and the page says so plainly instead of
 * showing made-up numbers.
 */
export function HelperJobPage() {
  const user = useAppSelector(selectUser);
  return (
    <div className="helper-job">
      <p className="app-muted">
        {user ? `Hi ${user.first_name}, ` : ''}here are the jobs companies offer you, by status.
      </p>
      {GROUPS.map((group) => (
        <section
          key={group.key}
          className="helper-job__group"
          aria-labelledby={`group-${group.key}`}
        >
          <h2 id={`group-${group.key}`} className="helper-job__group-title">
            {group.title}
          </h2>
          <p className="app-muted">{group.description}</p>
          <div className="helper-job__buckets">
            {BUCKETS.map((bucket) => (
              <Card
                key={bucket.key}
                className="helper-job__bucket"
                aria-label={`${group.title}: ${bucket.label}`}
              >
                <div className="helper-job__bucket-head">
                  <Icon icon={bucket.icon} />
                  <strong>{bucket.label}</strong>
                </div>
                <p className="app-muted">No jobs here yet.</p>
              </Card>
            ))}
          </div>
        </section>
      ))}
      <p className="helper-job__note" role="note">
        You have no job invitations yet. When a company invites you to an order or sends you an
        outsourcing offer, it appears here.
      </p>
    </div>
  );
}
