import { Icon } from '@blueprintjs/core';
import { formatAddress, type AddressParts } from '@/platform/format';
import { mapsSearchUrl } from '@/platform/routing/external';

/**
 * An address (formatAddress) that opens in a maps app when tapped, in a new tab (QA 134: a
 * helper on the day had to copy a job's address into her maps app by hand). Its name says
 * where it goes: 'Open 2400 E Cesar Chavez St, Austin, TX 78702 in Maps'. `fallback` (or
 * nothing) when there is no address. Never inside another link or a label.
 */
export function AddressLink({
  address,
  fallback = null,
}: {
  address: AddressParts | null | undefined;
  fallback?: string | null;
}) {
  const text = formatAddress(address);
  if (!text) return <>{fallback}</>;
  return (
    <a
      className="app-address-link"
      href={mapsSearchUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${text} in Maps`}
    >
      {text}
      <Icon icon="map-marker" size={12} className="app-address-link__icon" aria-hidden />
    </a>
  );
}
