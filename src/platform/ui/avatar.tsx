/** A round picture, or the initials on a colour when there is none. */
export function Avatar({
  src,
  name,
  size = 36,
}: {
  src?: string | null;
  name: string;
  size?: number;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const style = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (src) return <img src={src} alt="" style={{ ...style, objectFit: 'cover' }} />;
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
      {initials}
    </span>
  );
}
