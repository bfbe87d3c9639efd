/**
 * Avatars and logos drawn locally as small SVG data URIs (initials on a colour), so the
 * demo never calls an external image service and looks the same offline.
 */
const PALETTE = [
  '#3957E1',
  '#2E8B57',
  '#C0563B',
  '#7B4FC9',
  '#0F8A9D',
  '#B7791F',
  '#D0457A',
  '#4A5568',
];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}

export function initialsOf(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? [words[0][0], words[1][0]] : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

export function svgAvatar(
  label: string,
  options: { shape?: 'circle' | 'square'; key?: string } = {},
): string {
  const colour = PALETTE[hash(options.key ?? label) % PALETTE.length];
  const radius = options.shape === 'square' ? 20 : 48;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="${radius}" fill="${colour}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" ` +
    `font-size="36" font-weight="600" fill="#fff">${initialsOf(label)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
