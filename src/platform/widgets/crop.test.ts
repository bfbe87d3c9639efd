import { clampCropArea, isLargeEnough, maxZoomFor, renderCrop, encodeAvatar } from './crop';

describe('crop helpers', () => {
  const natural = { width: 800, height: 600 };

  it('refuses images smaller than 100 x 100', () => {
    expect(isLargeEnough({ width: 99, height: 400 })).toBe(false);
    expect(isLargeEnough({ width: 100, height: 100 })).toBe(true);
  });

  it('limits zoom so the crop never drops under 100 px of the shorter side', () => {
    expect(maxZoomFor(natural)).toBe(6);
    expect(maxZoomFor({ width: 100, height: 100 })).toBe(1);
  });

  it('grows a too-small crop to 100 x 100 around its centre', () => {
    expect(clampCropArea({ x: 300, y: 200, width: 60, height: 60 }, natural)).toEqual({
      x: 280,
      y: 180,
      width: 100,
      height: 100,
    });
    // 99.6 from rounding inside the cropper still yields a 100 px crop.
    expect(clampCropArea({ x: 10.2, y: 10.2, width: 99.6, height: 99.6 }, natural).width).toBe(100);
  });

  it('keeps large crops (no maximum) and keeps crops inside the image', () => {
    expect(clampCropArea({ x: 100, y: 0, width: 600, height: 600 }, natural)).toEqual({
      x: 100,
      y: 0,
      width: 600,
      height: 600,
    });
    expect(clampCropArea({ x: 790, y: 590, width: 50, height: 50 }, natural)).toEqual({
      x: 700,
      y: 500,
      width: 100,
      height: 100,
    });
  });

  it('draws the region onto a canvas of the region size', () => {
    const drawImage = vi.fn();
    const spy = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const img = document.createElement('img');
    const canvas = renderCrop(img, { x: 10, y: 20, width: 150, height: 150 });
    expect([canvas.width, canvas.height]).toEqual([150, 150]);
    expect(drawImage).toHaveBeenCalledWith(img, 10, 20, 150, 150, 0, 0, 150, 150);
    spy.mockRestore();
  });
});

describe('encodeAvatar', () => {
  function canvas(width: number, height: number) {
    const c = document.createElement('canvas');
    c.width = width;
    c.height = height;
    return c;
  }
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
      this: HTMLCanvasElement,
      type?: string,
    ) {
      return `data:${type};base64,${this.width}x${this.height}`;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('scales a big crop down to 512 px on its longer side, as WebP', () => {
    expect(encodeAvatar(canvas(1200, 1200))).toBe('data:image/webp;base64,512x512');
    expect(encodeAvatar(canvas(1000, 500), 200)).toBe('data:image/webp;base64,200x100');
  });

  it('keeps a small crop at its size', () => {
    expect(encodeAvatar(canvas(150, 150))).toBe('data:image/webp;base64,150x150');
  });
});
