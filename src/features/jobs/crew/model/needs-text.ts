import { countOf } from '@/platform/format';

/**
 * Best matches' line on what the crew still needs: its open spots, then the positions its
 * people lack (a driver per truck, a foreman), e.g. '3 open spots; still needed: 1 driver and
 * a foreman.' The positions can outnumber the spots (a crew of helpers for a two-truck job):
 * then it says so, rather than ask three people of one spot ('1 open spot; still needed: 2
 * drivers and a foreman' read as a contradiction). With no open spot it says whether invitations
 * still wait for answers, or whether the crew is full (QA 164 L1: a full crew with nothing
 * pending read "Every spot has an invitation.").
 */
export function needsText(
  spots: number,
  needs: { drivers: number; foremen: number },
  pending: number,
): string {
  if (spots === 0) return pending > 0 ? 'Every spot has an invitation.' : 'The crew is full.';
  const open = countOf(spots, 'open spot');
  const parts = [
    needs.drivers > 0 ? countOf(needs.drivers, 'driver') : null,
    needs.foremen > 0 ? 'a foreman' : null,
  ].filter(Boolean);
  if (parts.length === 0) return `${open}.`;
  if (needs.drivers + needs.foremen <= spots)
    return `${open}; still needed: ${parts.join(' and ')}.`;
  return `${open}; the crew still lacks ${parts.join(' and ')}, more than its open ${spots === 1 ? 'spot' : 'spots'} can take.`;
}
