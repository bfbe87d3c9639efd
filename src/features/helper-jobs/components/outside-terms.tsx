import type {
  HelperCompanyInvitation,
  HelperOutsourceOffer,
  HelperProfile,
} from '@/platform/api/generated/model';
import { branchTimeZone, formatPositions, holdsWanted, wantedText } from '@/platform/format';
import { DAY_NAMES, clockText, orderWindow, outsideWeek } from '@/platform/format';
import { areaFit, areaNames } from '@/platform/orders';
import { useGetHelperProfile } from '../api/endpoints';

/**
 * What a job asks that she did not offer. An outsourcing offer: a weekday or hours outside her
 * weekly availability, a role that is not hers (her positions). The server books her anyway
 * (an offer goes to everyone in its area), so before, one tap on Accept booked her on a day
 * she marked as off, for a role she does not do, with nothing said (QA helper-175 M2). A
 * company's invitation: a place outside her serving areas, as the company's crew page says
 * "Outside serving area" (QA-211 L6: Miami, FL for a Texas helper said nothing). Empty while
 * her profile is loading or could not be read, when she kept no schedule, chose no role or
 * no area, and for `null` (not a job she may still take).
 */
export function useOutsideTerms(job: HelperCompanyInvitation | HelperOutsourceOffer | null) {
  const profile = useGetHelperProfile({ query: { enabled: job !== null } }).data?.data;
  if (!job || !profile) return [];
  return 'my_application' in job ? offerLines(job, profile) : invitationLines(job, profile);
}

function offerLines(offer: HelperOutsourceOffer, profile: HelperProfile): string[] {
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

function invitationLines(invitation: HelperCompanyInvitation, profile: HelperProfile): string[] {
  if (profile.serving_areas.length === 0) return [];
  const fit = areaFit(
    invitation.order_serving_areas ?? [],
    profile.serving_areas.map((area) => area.id),
  );
  if (!fit || fit.kind === 'inside') return [];
  const names = areaNames(fit.missing);
  return [
    fit.missing.length === 1
      ? `${names} is not one of your serving areas.`
      : `${names} are not among your serving areas.`,
  ];
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
