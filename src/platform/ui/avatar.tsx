import { useState } from 'react';
import { initials } from '@/platform/format/name';

/**
 * A round picture, or the initials on a colour when there is none, or when the picture does
 * not load (a broken or non-image address must not show a broken image). A printout has the
 * initials in an outlined circle, black on white, in the picture's place too (print.css: a
 * coloured circle in ink says less than the letters).
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
  const [broken, setBroken] = useState<string | null>(null);
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  // The print-only initials are drawn by print.css from `data-initials` (::before), so they are
  // no text of the page: a menu entry's or a card's text stays its own on the screen.
  const letters = (printOnly: boolean) => (
    <span
      aria-hidden
      className={`app-avatar app-avatar--initials${printOnly ? ' app-avatar--print' : ''}`}
      data-initials={printOnly ? initials(name) : undefined}
      style={{
        ...style,
        // The print-only one's display is print.css's (none on the screen).
        ...(printOnly ? {} : { display: 'inline-grid' }),
        placeItems: 'center',
        background: '#e6ebfc',
        color: 'var(--app-primary)',
        fontWeight: 600,
        fontSize: size * 0.38,
      }}
    >
      {printOnly ? null : initials(name)}
    </span>
  );
  if (src && src !== broken)
    return (
      <>
        <img
          className="app-avatar app-avatar--picture"
          src={src}
          alt=""
          style={{ ...style, objectFit: 'cover' }}
          onError={() => setBroken(src)}
        />
        {letters(true)}
      </>
    );
  return letters(false);
}
