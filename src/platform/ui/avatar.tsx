import { useState } from 'react';
import { initials } from '@/platform/format/name';

/**
 * A round picture, or the initials on a colour when there is none, or when the picture does
 * not load (a broken or non-image address must not show a broken image).
 */
export function Avatar({
  src,
  name,
  size = 36,
}: {
  src?: string | null;
  name: string;
  size?: number;
}) {
  const letters = initials(name);
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (src && src !== broken)
    return (
      <img
        src={src}
        alt=""
        style={{ ...style, objectFit: 'cover' }}
        onError={() => setBroken(src)}
      />
    );
  return (
    <span
      aria-hidden
      style={{
        ...style,
        display: 'inline-grid',
        placeItems: 'center',
        background: '#e6ebfc',
        color: 'var(--app-primary)',
        fontWeight: 600,
        fontSize: size * 0.38,
      }}
    >
      {letters}
    </span>
  );
}
