import { fullName } from '@/platform/format';
import { AppButton, Avatar, PhoneText, SkeletonList, failedOutright } from '@/platform/ui';
import { useBranchManagers } from '../api/team-api';

/** The branch's managers (company users with access to it): who else runs this team. */
export function ManagersPanel({ branchId }: { branchId: number }) {
  const query = useBranchManagers(branchId);
  const managers = query.data?.data;
  let body;
  if (query.isPending) body = <SkeletonList rows={2} label="Loading managers" />;
  else if (failedOutright(query))
    body = (
      <p className="app-muted">
        The managers could not be loaded.{' '}
        <AppButton
          size="small"
          variant="minimal"
          text="Try again"
          onClick={() => void query.refetch()}
        />
      </p>
    );
  else if (managers!.length === 0)
    body = (
      <p className="app-muted">
        No manager is assigned to this branch. Turn on “Manager access” for a member of the team to
        make them one.
      </p>
    );
  else
    body = (
      <ul className="app-card-list">
        {managers!.map((manager) => {
          const name = fullName(manager);
          return (
            <li key={manager.id} className="team-person">
              <Avatar src={manager.avatar_url} name={name} size={36} />
              <div className="team-person__text">
                <div className="team-person__name">{name}</div>
                <div className="team-managers__contact">
                  <a href={`mailto:${manager.email}`}>{manager.email}</a>
                  {manager.phone && (
                    <span>
                      <PhoneText value={manager.phone} />
                    </span>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section className="app-card team-managers" aria-labelledby="team-managers-title">
      <h2 id="team-managers-title" className="team-managers__title">
        Managers
        {managers && <span className="app-muted"> ({managers.length})</span>}
      </h2>
      {body}
    </section>
  );
}
