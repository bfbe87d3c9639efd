import type { ReactNode } from 'react';
import type { PositionCode, RatingSummary } from '@/platform/api/generated/model';
import { formatHourlyRate, fullName } from '@/platform/format';
import { Avatar, PositionsText, RatingText, PhoneLink } from '@/platform/ui';

export type CrewPerson = {
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  positions: PositionCode[];
  price: number;
  rating?: RatingSummary;
  phone?: string | null;
};

/** Avatar, name, position icon and labels, hourly price, rating (or phone) of one person. */
export function PersonLine({ person, aside }: { person: CrewPerson; aside?: ReactNode }) {
  const name = fullName(person);
  return (
    <div className="crew-person">
      <Avatar src={person.avatar_url} name={name} size={40} />
      <div className="crew-person__text">
        <div className="crew-person__name">{name}</div>
        <div className="crew-person__meta">
          <PositionsText positions={person.positions} />
          <span>{formatHourlyRate(person.price)}</span>
          {person.rating && <RatingText rating={person.rating} />}
          {person.phone && (
            <span>
              <PhoneLink value={person.phone} />
            </span>
          )}
          {aside}
        </div>
      </div>
    </div>
  );
}
