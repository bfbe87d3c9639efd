/** Pure helpers of the avatar cropper, kept apart so they are testable without a canvas. */
export type CropArea = { x: number; y: number; width: number; height: number };
export type NaturalSize = { width: number; height: number };

/** Spec section 5 / 9: a crop is at least 100 x 100 source pixels; there is no maximum. */
export const MIN_CROP_SIZE = 100;

export function isLargeEnough(natural: NaturalSize, min = MIN_CROP_SIZE): boolean {
  return natural.width >= min && natural.height >= min;
}

/**
 * The most the cropper may zoom in so a square crop never drops below `min` source pixels
 * (at zoom 1 a square crop spans the image's shorter side).
 */
export function maxZoomFor(natural: NaturalSize, min = MIN_CROP_SIZE): number {
  return Math.max(1, Math.min(natural.width, natural.height) / min);
}

/**
 * Whole source pixels, at least `min` on each side (grown around its centre), and kept
 * inside the image. Rounding in the cropper can otherwise yield 99.6 x 99.6.
 */
export function clampCropArea(area: CropArea, natural: NaturalSize, min = MIN_CROP_SIZE): CropArea {
  const fit = (start: number, size: number, limit: number) => {
    const length = Math.min(limit, Math.max(min, Math.round(size)));
    const centred = Math.round(start + size / 2 - length / 2);
    return { start: Math.min(Math.max(0, centred), limit - length), length };
  };
  const h = fit(area.x, area.width, natural.width);
  const v = fit(area.y, area.height, natural.height);
  return { x: h.start, y: v.start, width: h.length, height: v.length };
}

/** Draws the chosen region of the source image onto a canvas of the region's size. */
export function renderCrop(image: CanvasImageSource, area: CropArea): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = area.width;
  canvas.height = area.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D context is not available');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
  return canvas;
}

/** The largest side of an avatar as it is sent: avatars show at most 220 px. */
export const AVATAR_MAX_SIDE = 512;

/**
 * A cropped canvas as the data URL an API takes for an avatar (contract DataUrlImage,
 * ^data:image/(png|jpeg|webp)): scaled down to AVATAR_MAX_SIDE, so a crop of a 12-megapixel
 * photo is tens of KB, not megabytes; WebP (which keeps a logo's transparency) or PNG where
 * the browser cannot encode WebP (toDataURL falls back to PNG by itself).
 */
export function encodeAvatar(canvas: HTMLCanvasElement, maxSide = AVATAR_MAX_SIDE): string {
  const scale = Math.min(1, maxSide / Math.max(canvas.width, canvas.height));
  let source = canvas;
  if (scale < 1) {
    const scaled = document.createElement('canvas');
    scaled.width = Math.max(1, Math.round(canvas.width * scale));
    scaled.height = Math.max(1, Math.round(canvas.height * scale));
    const context = scaled.getContext('2d');
    if (context) {
      context.imageSmoothingQuality = 'high';
      context.drawImage(canvas, 0, 0, scaled.width, scaled.height);
      source = scaled;
    }
  }
  return source.toDataURL('image/webp', 0.9);
}
