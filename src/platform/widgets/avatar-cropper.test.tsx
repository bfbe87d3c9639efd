import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import type { CropperProps } from 'react-easy-crop';
import AvatarCropper, { UNREADABLE_IMAGE_MESSAGE } from './avatar-cropper';
import { LazyAvatarCropper } from './index';

// react-easy-crop measures layout, which happy-dom does not have. The fake keeps its contract:
// it exposes the loaded <img> through setImageRef and reports crops in source pixels, once the
// image's load is reported (a crop offered before it was ignored: member-form-page.create.test).
const natural = { width: 800, height: 600 };
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: CropperProps) {
    const img = useRef<HTMLImageElement>(null);
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      Object.defineProperty(img.current!, 'naturalWidth', {
        value: natural.width,
        configurable: true,
      });
      Object.defineProperty(img.current!, 'naturalHeight', {
        value: natural.height,
        configurable: true,
      });
      props.setImageRef?.(img as React.RefObject<HTMLImageElement>);
      props.onMediaLoaded?.({
        ...natural,
        naturalWidth: natural.width,
        naturalHeight: natural.height,
      });
      setLoaded(true);
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const area = { x: 0, y: 0, width: 0, height: 0 };
    return (
      <div data-shape={props.cropShape} data-max-zoom={props.maxZoom}>
        {/* react-easy-crop spreads mediaProps (its alt, an onError) on its <img>. */}
        <img ref={img} src={props.image} {...props.mediaProps} alt="Image to crop" />
        {loaded && (
          <>
            <button
              type="button"
              onClick={() =>
                props.onCropComplete?.(area, { x: 300, y: 200, width: 40, height: 40 })
              }
            >
              tiny crop
            </button>
            <button
              type="button"
              onClick={() => props.onCropComplete?.(area, { x: 0, y: 0, width: 600, height: 600 })}
            >
              big crop
            </button>
          </>
        )}
      </div>
    );
  },
}));

beforeEach(() => {
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return `data:image/png;base64,${this.width}x${this.height}`;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('AvatarCropper', () => {
  it('shows the current avatar when no image is chosen', () => {
    render(<AvatarCropper currentUrl="https://cdn.example.com/branch.png" alt="Austin branch" />);
    const img = screen.getByRole('img', { name: 'Austin branch' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/branch.png');
    expect(img).toHaveClass('app-avatar-cropper-current');
    expect(screen.queryByRole('img', { name: 'Image to crop' })).not.toBeInTheDocument();
  });

  it('shows a placeholder without any avatar, hidden from assistive tech (QA 121 L6)', () => {
    const { container } = render(<AvatarCropper />);
    const placeholder = container.querySelector('.app-avatar-cropper-placeholder');
    expect(placeholder).toBeInTheDocument();
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('crops a chosen image, never below 100 x 100, emitting the canvas and showing its preview', async () => {
    const user = userEvent.setup();
    const onCrop = vi.fn();
    render(<AvatarCropper image="data:image/png;base64,AAAA" onCrop={onCrop} shape="square" />);
    expect(screen.getByRole('img', { name: 'Image to crop' })).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAccessibleName('Zoom');

    await user.click(screen.getByRole('button', { name: 'tiny crop' }));
    // The canvas only: a form encodes it (encodeAvatar); the preview is not for uploading.
    expect(onCrop.mock.lastCall).toHaveLength(1);
    const [canvas] = onCrop.mock.lastCall!;
    expect(canvas).toBeInstanceOf(HTMLCanvasElement);
    expect([canvas.width, canvas.height]).toEqual([100, 100]);
    expect(screen.getByRole('img', { name: 'Cropped preview' })).toHaveAttribute(
      'src',
      'data:image/png;base64,100x100',
    );

    await user.click(screen.getByRole('button', { name: 'big crop' }));
    expect(onCrop.mock.lastCall![0].width).toBe(600);
    expect(screen.getByRole('img', { name: 'Cropped preview' })).toHaveAttribute(
      'src',
      'data:image/png;base64,600x600',
    );
  });

  it('caps zoom so the crop stays at least 100 px, and reports the loaded size', () => {
    const onImageLoaded = vi.fn();
    const { container } = render(
      <AvatarCropper image="data:image/png;base64,AAAA" onImageLoaded={onImageLoaded} />,
    );
    expect(onImageLoaded).toHaveBeenCalledWith({ width: 800, height: 600 }, true);
    // 600 px shorter side / 100 px minimum.
    expect(container.querySelector('[data-max-zoom]')).toHaveAttribute('data-max-zoom', '6');
    expect(container.querySelector('[data-shape]')).toHaveAttribute('data-shape', 'round');
  });

  it('refuses an image smaller than 100 x 100', async () => {
    const user = userEvent.setup();
    const onCrop = vi.fn();
    const onImageLoaded = vi.fn();
    const saved = { ...natural };
    Object.assign(natural, { width: 80, height: 80 });
    try {
      render(
        <AvatarCropper
          image="data:image/png;base64,AAAA"
          onCrop={onCrop}
          onImageLoaded={onImageLoaded}
        />,
      );
      expect(screen.getByText('The image must be at least 100 x 100 px')).toBeInTheDocument();
      expect(onImageLoaded).toHaveBeenCalledWith({ width: 80, height: 80 }, false);
      await user.click(screen.getByRole('button', { name: 'tiny crop' }));
      expect(onCrop).not.toHaveBeenCalled();
    } finally {
      Object.assign(natural, saved);
    }
  });

  it('lets the user choose a file with the built-in button', async () => {
    const user = userEvent.setup();
    const onImageChange = vi.fn();
    render(
      <AvatarCropper currentUrl="https://cdn.example.com/a.png" onImageChange={onImageChange} />,
    );
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose image'), file);
    expect(await screen.findByRole('img', { name: 'Image to crop' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(onImageChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png/));
  });

  it('says a file it cannot open, drops an earlier choice and shows the current avatar (QA helper-175 M1)', async () => {
    const user = userEvent.setup();
    const onImageChange = vi.fn();
    render(
      <AvatarCropper currentUrl="https://cdn.example.com/a.png" onImageChange={onImageChange} />,
    );
    const input = screen.getByLabelText('Choose image');
    await user.upload(input, new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Image to crop' })).toBeInTheDocument();

    // A broken file (or a HEIC photo in Chrome): the browser's decode() refuses it.
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(new Error('EncodingError'));
    await user.upload(input, new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE_IMAGE_MESSAGE);
    expect(screen.queryByRole('img', { name: 'Image to crop' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Current avatar' })).toBeInTheDocument();
    expect(onImageChange).toHaveBeenLastCalledWith(null);

    // A picture it can open puts the cropper back and the message away.
    vi.mocked(HTMLImageElement.prototype.decode).mockResolvedValue(undefined);
    await user.upload(input, new File(['png-bytes'], 'me2.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Image to crop' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a given image that fails to load instead of a black box', () => {
    render(
      <AvatarCropper
        currentUrl="https://cdn.example.com/a.png"
        image="data:image/png;base64,AAAA"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Image to crop' }));
    expect(screen.getByRole('alert')).toHaveTextContent(UNREADABLE_IMAGE_MESSAGE);
    expect(screen.queryByRole('img', { name: 'Image to crop' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Current avatar' })).toBeInTheDocument();
  });

  it('loads lazily through LazyAvatarCropper', async () => {
    render(<LazyAvatarCropper currentUrl="https://cdn.example.com/a.png" alt="Branch logo" />);
    expect(await screen.findByRole('img', { name: 'Branch logo' })).toBeInTheDocument();
  });
});
