import type { HelperOutsourceOffer } from '@/platform/api/generated/model';
import { branchTimeZone, formatPositions, holdsWanted, wantedText } from '@/platform/format';
import { DAY_NAMES, clockText, orderWindow, outsideWeek } from '@/platform/format';
import { useGetHelperProfile } from '../api/endpoints';

/**
 * What an outsourcing offer asks that she did not offer: a weekday or hours outside her weekly
 * availability, a role that is not hers (her positions). The server books her anyway (an
 * offer goes to everyone in its area), so before, one tap on Accept booked her on a day she
 * marked as off, for a role she does not do, with nothing said (QA helper-175 M2). Empty
 * while her profile is loading or could not be read, when she kept no schedule or chose no
 * role, and for `null` (not an offer she may still take).
 */
export function useOutsideTerms(offer: HelperOutsourceOffer | null): string[] {
  const profile = useGetHelperProfile({ query: { enabled: offer !== null } }).data?.data;
  if (!offer || !profile) return [];
  const lines: string[] = [];
  const window = orderWindow(offer.order, branchTimeZone(offer.branch));
  const outside = outsideWeek(profile.availabilities, window);
  const days = DAY_NAMES[window.day]!;
  if (outside?.kind === 'off')
    lines.push(`Outside your weekly availability: you marked ${days} as off.`);
  else if (outside?.slot)
    lines.push(
      `Outside your weekly availability: you work ${days} ${clockText(outside.slot.from)} - ${clockText(outside.slot.to)} only.`,
    );
  if (profile.positions.length > 0 && !holdsWanted(profile.positions, offer.positions))
    lines.push(
      `It asks for ${wantedText(offer.positions)}; your role is ${formatPositions(profile.positions)}.`,
    );
  return lines;
}

/** The same, said on Order details before she answers (Accept then asks once). */
export function OutsideTerms({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <p className="hj-details__ended" role="note">
      {lines.join(' ')}
    </p>
  );
}
