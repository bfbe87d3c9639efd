import type { ReactNode } from 'react';
import type { PositionCode, RatingSummary } from '@/platform/api/generated/model';
import { formatHourlyRate, formatPhone, formatPositions, fullName } from '@/platform/format';
import { Avatar, PositionIcon } from '@/platform/ui';

export type CrewPerson = {
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  positions: PositionCode[];
  price: number;
  rating?: RatingSummary;
  phone?: string | null;
};

function Rating({ rating }: { rating: RatingSummary }) {
  if (rating.count === 0) return <span className="app-muted">No ratings yet</span>;
  const average = rating.average.toFixed(1);
  return (
    <span aria-label={`Rated ${average} of 5 from ${rating.count} reviews`}>
      <span aria-hidden className="crew-person__star">
        ★
      </span>{' '}
      {average} ({rating.count})
    </span>
  );
}

/** Avatar, name, position icon and labels, hourly price, rating (or phone) of one person. */
export function PersonLine({ person, aside }: { person: CrewPerson; aside?: ReactNode }) {
  const name = fullName(person);
  return (
    <div className="crew-person">
      <Avatar src={person.avatar_url} name={name} size={40} />
      <div className="crew-person__text">
        <div className="crew-person__name">{name}</div>
        <div className="crew-person__meta">
          <span className="crew-person__positions">
            {/* The visible labels name the positions; the icon would repeat them. */}
            <span aria-hidden>
              <PositionIcon positions={person.positions} />
            </span>
            {formatPositions(person.positions) || 'No position'}
          </span>
          <span>{formatHourlyRate(person.price)}</span>
          {person.rating && <Rating rating={person.rating} />}
          {person.phone && <span>{formatPhone(person.phone)}</span>}
          {aside}
        </div>
      </div>
    </div>
  );
}
