import type { ReactNode } from 'react';
import type { HelperSummary } from '@/platform/api/generated/model';
import { formatHourlyRate, fullName } from '@/platform/format';
import { Avatar, PositionsText, RatingText } from '@/platform/ui';

/** A marketplace helper: avatar, name, positions, hourly rate, rating and anything `extra`. */
export function HelperLine({ helper, extra }: { helper: HelperSummary; extra?: ReactNode }) {
  const name = fullName(helper) || `Helper ${helper.id}`;
  return (
    <div className="team-person">
      <Avatar src={helper.avatar_url} name={name} size={44} />
      <div className="team-person__text">
        <div className="team-person__name">{name}</div>
        <div className="team-card__meta">
          <PositionsText positions={helper.positions} />
          <span>{formatHourlyRate(helper.hourly_rate)}</span>
          <RatingText rating={helper.rating} />
          {extra}
        </div>
      </div>
    </div>
  );
}
