import type { ReactNode } from 'react';
import type { PositionCode, RatingSummary } from '@/platform/api/generated/model';
import { formatPersonRate, fullName } from '@/platform/format';
import { Avatar, PhoneLink, PositionsText, RatingText } from '@/platform/ui';
import './widgets.css';

/** What a person's line shows of them (a crew member, an invitable employee, a helper). */
export type PersonFacts = {
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  positions: PositionCode[];
  rating?: RatingSummary;
  phone?: string | null;
};

/**
 * The one line for a person in a list: avatar, name, position icon and labels, hourly rate
 * (named by `rateLabel` when it is not what the branch pays; "No rate set" for none),
 * rating, phone (when the list has one), then `extra` (a roster mark, a branch, …). `name`
 * stands in where the person's own is blank (a helper known only by her account). `rating`
 * stands in for the plain rating text (a feature's button that opens a helper's reviews).
 */
export function PersonLine({
  person,
  rate,
  rateLabel,
  name = fullName(person),
  rating,
  extra,
}: {
  person: PersonFacts;
  /** Their hourly rate in cents; none while it is not known (a crew row before its job loads). */
  rate: number | undefined;
  /**
   * Whose rate it is (RATE_LABEL): what a helper asks ("Asks", her own rate) or what a job
   * pays her ("Job pays"), so two figures of one person never meet unexplained (QA-215).
   */
  rateLabel?: string;
  name?: string;
  /** Shown in place of the person's rating summary (RatingText); none for none. */
  rating?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="app-person">
      <Avatar src={person.avatar_url} name={name} size={40} />
      <div className="app-person__text">
        <div className="app-person__name">{name}</div>
        <div className="app-person__meta">
          <PositionsText positions={person.positions} />
          {rate !== undefined && (
            <span>
              {rateLabel && rate > 0 && `${rateLabel} `}
              {formatPersonRate(rate)}
            </span>
          )}
          {rating ?? (person.rating && <RatingText rating={person.rating} />)}
          {person.phone && (
            <span>
              <PhoneLink value={person.phone} />
            </span>
          )}
          {extra}
        </div>
      </div>
    </div>
  );
}
