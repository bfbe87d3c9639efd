/**
 * What a canvas's toDataURL gives in tests (happy-dom draws nothing): a data URL whose bytes start
 * as an image of the named type does (the mock refuses avatars that are not images), then the
 * canvas size, so a test can read what size was encoded.
 */
const SIGNATURES: Record<string, string> = {
  // 'RIFF' + size + 'WEBP'; the PNG signature + the IHDR length; JPEG's SOI + APP0 marker.
  'image/webp': 'UklGRgAAAABXRUJQ',
  'image/png': 'iVBORw0KGgoAAAAN',
  'image/jpeg': '/9j/4AAQSkZJRgAB',
};

export function fakeCanvasDataUrl(type = 'image/png', width: number, height: number): string {
  return `data:${type};base64,${SIGNATURES[type] ?? ''}${width}x${height}`;
}
