import { Button, Tag } from '@blueprintjs/core';
import type { Employee } from '@/platform/api/generated/model';
import { asksOwnRate, formatTimeOff, fullName, timeOffText } from '@/platform/format';
import { href } from '@/platform/routing';
import { RosterActions, RosterMark } from '@/platform/roster';
import { selectUser, useBranchTimeZone } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { Avatar, LinkButton, PositionsText, PhoneText, useToday } from '@/platform/ui';
import { mayRemoveMember } from '../model/member-rules';
import type { MemberTab } from '../model/team-tabs';
import { HelperRating } from './helper-rating';
import { HelperOwnRate, MemberPrice } from './member-price';
import { MemberStatusSwitch } from './member-status-switch';

/**
 * One member: avatar, name (with Helper and Manager marks), position icon and labels, hourly
 * price (a click changes it; a marketplace helper's own rate, what she asks), rating, contact; the status switch, Edit and Remove. A
 * marketplace helper also has her place on the company's roster (7/8): a star or Blocked, and
 * the favourite/block buttons. A member with an account shows their time off under way or
 * next (7/8, dates only), on the branch's clocks, live when they change it.
 */
export function MemberCard({
  member,
  from,
  onRemove,
}: {
  member: Employee;
  /** The tab showing the card: Edit member comes back to it. */
  from: MemberTab;
  onRemove: (member: Employee) => void;
}) {
  const name = fullName(member);
  const onRoster = member.is_helper && member.user_id !== null;
  const removable = mayRemoveMember(member, useAppSelector(selectUser));
  return (
    <article className="app-card team-card" aria-label={name}>
      <Avatar src={member.avatar_url} name={name} size={48} />
      <div className="team-card__main">
        <div className="team-card__head">
          <h2 className="team-card__name">{name}</h2>
          <RosterMark status={member.roster_status} />
          {member.is_helper && (
            <Tag minimal round title="A marketplace helper who joined through an invitation">
              Marketplace helper
            </Tag>
          )}
          {member.is_manager && (
            <Tag minimal round intent="primary">
              Manager access
            </Tag>
          )}
          {member.time_off && <TimeOffTag member={member} range={member.time_off} />}
        </div>
        <div className="team-card__meta">
          <PositionsText positions={member.positions} />
          {/* A marketplace helper's is her own rate, not the branch's to change (QA-215). */}
          {asksOwnRate(member) ? (
            <HelperOwnRate member={member} />
          ) : (
            <MemberPrice member={member} />
          )}
          {/* A marketplace helper's opens her reviews; an employee has no account to read. */}
          <HelperRating
            helperId={onRoster ? member.user_id : null}
            name={name}
            rating={member.rating}
          />
        </div>
        {(member.phone || member.email) && (
          <div className="team-card__contact">
            <PhoneText value={member.phone} />
            {member.phone && member.email && ' · '}
            {member.email}
          </div>
        )}
      </div>
      {/* Named by the member: a screen reader tabbing to "Remove" hears whom it removes. */}
      <div className="team-card__side" role="group" aria-label={name}>
        <MemberStatusSwitch member={member} />
        <div className="team-card__actions">
          <LinkButton
            to={`${href('company-team-edit', { id: member.id })}?from=${from}`}
            variant="outlined"
            size="small"
            text="Edit"
          />
          {/* A member with Manager access is the owner's to remove (QA-191). */}
          {removable && (
            <Button
              variant="minimal"
              size="small"
              intent="danger"
              text="Remove"
              onClick={() => onRemove(member)}
            />
          )}
        </div>
        {onRoster && (
          <RosterActions
            compact
            person={{ helperId: member.user_id!, name, status: member.roster_status }}
          />
        )}
      </div>
    </article>
  );
}

function TimeOffTag({
  member,
  range,
}: {
  member: Employee;
  range: NonNullable<Employee['time_off']>;
}) {
  const text = formatTimeOff(range, useToday(useBranchTimeZone(member.branch_id)));
  if (!text) return null;
  return (
    <Tag
      minimal
      round
      intent="warning"
      title={`${timeOffText(range)}: they cannot accept a job then`}
    >
      {text}
    </Tag>
  );
}
