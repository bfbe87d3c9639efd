/** The parts of an address every screen shows (the contract's Address). */
export type AddressParts = {
  street?: string | null;
  unit?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
};

/** The one address text: '2400 E Cesar Chavez St, Apt 4, Austin, TX 78702' ('' for none). */
export function formatAddress(a: AddressParts | null | undefined): string {
  if (!a) return '';
  const street = [a.street, a.unit].filter(Boolean).join(', ');
  return [street, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * City level, for lists that must not give the street away: 'Austin, TX'. An address names its
 * state `state` ('TX'); a branch or a person `state_initials`, which wins where a branch also
 * carries `state`, its full name ('Texas').
 */
export function formatCity(
  a: (AddressParts & { state_initials?: string | null }) | null | undefined,
): string {
  if (!a) return '';
  return [a.city, a.state_initials ?? a.state].filter(Boolean).join(', ');
}
