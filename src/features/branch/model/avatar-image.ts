/** The largest side of a picture as it is sent: branch avatars show at most 220 px. */
export const AVATAR_MAX_SIDE = 512;

/**
 * The cropped canvas as the data URL the API takes (`avatar`, ^data:image/(png|jpeg|webp)):
 * scaled down to AVATAR_MAX_SIDE, WebP (which keeps a logo's transparency) or PNG where the
 * browser cannot encode WebP (toDataURL falls back to PNG by itself).
 */
export function encodeAvatar(canvas: HTMLCanvasElement): string {
  const scale = Math.min(1, AVATAR_MAX_SIDE / Math.max(canvas.width, canvas.height));
  let source = canvas;
  if (scale < 1) {
    const scaled = document.createElement('canvas');
    scaled.width = Math.round(canvas.width * scale);
    scaled.height = Math.round(canvas.height * scale);
    const context = scaled.getContext('2d');
    if (context) {
      context.imageSmoothingQuality = 'high';
      context.drawImage(canvas, 0, 0, scaled.width, scaled.height);
      source = scaled;
    }
  }
  return source.toDataURL('image/webp', 0.9);
}
