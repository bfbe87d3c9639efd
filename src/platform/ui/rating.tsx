/** Spec section 9: a rating shows 5 stars unless told otherwise. */
export const RATING_LENGTH = 5;

/** The star's SVG path (24 x 24), shared with the forms' star picker. */
export const STAR_PATH =
  'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export type RatingProps = {
  /** 0 to `length`; fractions fill part of a star (4.5 is four and a half). */
  value: number;
  length?: number;
  size?: number;
};

/** Read-only stars. One accessible image that says the number ('Rated 4.5 out of 5'). */
export function Rating({ value, length = RATING_LENGTH, size = 18 }: RatingProps) {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), length);
  const shown = Math.round(clamped * 10) / 10;
  return (
    <span
      className="app-rating"
      role="img"
      aria-label={`Rated ${shown} out of ${length}`}
      style={{ display: 'inline-flex', gap: 2, verticalAlign: 'middle' }}
    >
      {Array.from({ length }, (_, i) => {
        const fill = Math.min(Math.max(clamped - i, 0), 1);
        return (
          <span
            key={i}
            aria-hidden
            data-fill={fill}
            style={{ position: 'relative', width: size, height: size, display: 'inline-block' }}
          >
            <svg width={size} height={size} viewBox="0 0 24 24" style={{ position: 'absolute' }}>
              <path d={STAR_PATH} fill="#d3d8de" />
            </svg>
            {fill > 0 && (
              <span
                style={{
                  position: 'absolute',
                  inset: 0,
                  width: `${fill * 100}%`,
                  overflow: 'hidden',
                }}
              >
                <svg width={size} height={size} viewBox="0 0 24 24">
                  <path d={STAR_PATH} fill="#f5a623" />
                </svg>
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
