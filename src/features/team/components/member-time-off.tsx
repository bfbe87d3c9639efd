import { useListEmployeeTimeOff } from '../api/endpoints';
import { formatDayRange } from '@/platform/format';
import { QueryError, SkeletonList, failedOutright } from '@/platform/ui';

export const NO_TIME_OFF_TEXT = 'No time off planned.';

/**
 * A helper member's current and upcoming time off (7/8, not in the spec): the days they keep
 * on their work settings, dates only (the reason is theirs). They cannot accept a job then.
 */
export function MemberTimeOff({ employeeId }: { employeeId: number }) {
  const query = useListEmployeeTimeOff(employeeId);
  return (
    <section className="app-card team-form__card team-time-off" aria-labelledby="member-time-off">
      <h2 id="member-time-off" className="team-form__title">
        Time off
      </h2>
      <p className="app-muted team-time-off__note">
        Days they marked off on their work settings: they cannot accept a job then.
      </p>
      {failedOutright(query) ? (
        <QueryError query={query} />
      ) : query.data === undefined ? (
        <SkeletonList rows={1} label="Loading time off" />
      ) : query.data.data.length === 0 ? (
        <p className="app-muted">{NO_TIME_OFF_TEXT}</p>
      ) : (
        <ul className="team-time-off__list" aria-label="Upcoming time off">
          {query.data.data.map((entry) => (
            <li key={`${entry.start_date}-${entry.end_date}`}>
              {formatDayRange(entry.start_date, entry.end_date)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
