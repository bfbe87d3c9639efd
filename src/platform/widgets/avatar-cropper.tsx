import { Button, Callout, Slider } from '@blueprintjs/core';
import { useCallback, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
// Bundled instead of injected as a <style> element, which the Content-Security-Policy refuses.
import 'react-easy-crop/react-easy-crop.css';
import {
  MIN_CROP_SIZE,
  clampCropArea,
  isLargeEnough,
  maxZoomFor,
  renderCrop,
  type NaturalSize,
} from './crop';
import './avatar-cropper.css';

export type AvatarCropperProps = {
  /** The avatar shown while no new image is chosen (e.g. the branch's avatar_url). */
  currentUrl?: string | null;
  /** A chosen image (data or object URL). Leave undefined to let the built-in button choose. */
  image?: string | null;
  /** Called when the built-in button chooses a file (as a data URL). */
  onImageChange?: (image: string | null) => void;
  /**
   * Every crop change: the cropped canvas, at full size. A form uploads
   * `encodeAvatar(canvas)` (WebP, at most 512 px), the one encoding of every avatar sent; the
   * cropper's own preview (full-size PNG) is for the eye only and is not handed out.
   */
  onCrop?: (canvas: HTMLCanvasElement) => void;
  /**
   * The chosen image's size once it has loaded, and whether it is large enough to crop (a
   * form uses it to refuse a too-small image; the cropper itself shows the message).
   */
  onImageLoaded?: (size: NaturalSize, largeEnough: boolean) => void;
  shape?: 'round' | 'square';
  /** Smallest crop in source pixels; 100 by default (spec). */
  minSize?: number;
  alt?: string;
  chooseLabel?: string;
  tooSmallMessage?: string;
  /** Said when a chosen file is not a picture the browser can open (a broken file, HEIC). */
  unreadableMessage?: string;
  disabled?: boolean;
};

export const UNREADABLE_IMAGE_MESSAGE =
  'This picture could not be opened. Choose a JPG or PNG picture.';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Whether the browser can draw the picture at `url` (decode() refuses what it cannot). */
const opens = (url: string) => {
  const img = new Image();
  img.src = url;
  return img.decode().then(
    () => true,
    () => false,
  );
};

/**
 * Avatar picker and cropper (spec section 4). Default export so routes can load it (and
 * react-easy-crop) lazily; see `LazyAvatarCropper` in the widgets index.
 */
export default function AvatarCropper({
  currentUrl,
  image: controlledImage,
  onImageChange,
  onCrop,
  onImageLoaded,
  shape = 'round',
  minSize = MIN_CROP_SIZE,
  alt = 'Current avatar',
  chooseLabel = 'Choose image',
  tooSmallMessage = `The image must be at least ${minSize} x ${minSize} px`,
  unreadableMessage = UNREADABLE_IMAGE_MESSAGE,
  disabled = false,
}: AvatarCropperProps) {
  const [ownImage, setOwnImage] = useState<string | null>(null);
  const image = controlledImage === undefined ? ownImage : controlledImage;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [natural, setNatural] = useState<NaturalSize | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A chosen file the browser could not open, or a given image that failed to load: said,
  // instead of a black box with a broken-image icon (QA helper-175 M1).
  // The URL that failed; a new image to show forgets it.
  const [failed, setFailed] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const zoomLabelId = `${useId()}-zoom`;

  // A new image starts a new crop. Reset while rendering, not in an effect: the cropper's
  // own mount effects report the loaded image first and must not be wiped afterwards.
  const [shownImage, setShownImage] = useState(image);
  if (shownImage !== image) {
    setShownImage(image);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setNatural(null);
    setPreview(null);
    if (image) setFailed(null);
  }

  const tooSmall = natural !== null && !isLargeEnough(natural, minSize);
  const maxZoom = natural ? maxZoomFor(natural, minSize) : 1;

  const handleCropComplete = useCallback(
    (_: Area, pixels: Area) => {
      const img = imageRef.current;
      if (!img || !img.naturalWidth || !img.naturalHeight) return;
      const size = { width: img.naturalWidth, height: img.naturalHeight };
      // Refuse images that cannot give a 100 x 100 crop rather than upscale them.
      if (!isLargeEnough(size, minSize)) return;
      const canvas = renderCrop(img, clampCropArea(pixels, size, minSize));
      setPreview(canvas.toDataURL('image/png'));
      onCrop?.(canvas);
    },
    [minSize, onCrop],
  );

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again must still fire a change
    if (!file) return;
    const url = await readAsDataUrl(file);
    // Nothing is picked then: an earlier choice is dropped too (the current picture shows
    // again, and the form is told: it saves no picture), so no crop pretends to be it.
    if (!(await opens(url))) {
      setFailed(url);
      if (controlledImage === undefined) setOwnImage(null);
      onImageChange?.(null);
      return;
    }
    setFailed(null);
    if (controlledImage === undefined) setOwnImage(url);
    onImageChange?.(url);
  };

  const rounded = shape === 'round';
  return (
    <div className="app-avatar-cropper">
      {image && image !== failed ? (
        <div className="app-avatar-cropper-editor">
          <div className="app-avatar-cropper-stage">
            <Cropper
              image={image}
              crop={crop}
              zoom={zoom}
              minZoom={1}
              maxZoom={maxZoom}
              aspect={1}
              cropShape={rounded ? 'round' : 'rect'}
              showGrid={!rounded}
              mediaProps={{ alt: 'Image to crop', onError: () => setFailed(image) }}
              disableAutomaticStylesInjection
              setImageRef={(ref: RefObject<HTMLImageElement>) => {
                imageRef.current = ref.current;
              }}
              onMediaLoaded={(media) => {
                const size = { width: media.naturalWidth, height: media.naturalHeight };
                setNatural(size);
                onImageLoaded?.(size, isLargeEnough(size, minSize));
              }}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={handleCropComplete}
            />
          </div>
          {tooSmall ? (
            <Callout intent="danger" compact>
              {tooSmallMessage}
            </Callout>
          ) : (
            <div className="app-avatar-cropper-controls">
              {/* An image exactly at the minimum cannot zoom; Blueprint's slider also needs max > min. */}
              {maxZoom > 1 && (
                <>
                  <span className="app-avatar-cropper-zoom-label" id={zoomLabelId}>
                    Zoom
                  </span>
                  <Slider
                    className="app-avatar-cropper-zoom"
                    min={1}
                    max={maxZoom}
                    stepSize={Math.max(0.01, (maxZoom - 1) / 100)}
                    value={Math.min(zoom, maxZoom)}
                    labelRenderer={false}
                    disabled={disabled}
                    onChange={setZoom}
                    handleHtmlProps={{ 'aria-labelledby': zoomLabelId }}
                  />
                </>
              )}
              {preview && (
                <img
                  className={`app-avatar-cropper-preview${rounded ? ' is-round' : ''}`}
                  src={preview}
                  alt="Cropped preview"
                />
              )}
            </div>
          )}
        </div>
      ) : currentUrl ? (
        <img
          className={`app-avatar-cropper-current${rounded ? ' is-round' : ''}`}
          src={currentUrl}
          alt={alt}
        />
      ) : (
        // Decorative: "No avatar" read as an image told nothing the Choose button does not
        // (QA 121 L6).
        <div
          className={`app-avatar-cropper-placeholder${rounded ? ' is-round' : ''}`}
          aria-hidden
        />
      )}
      {failed !== null && (
        <Callout intent="danger" compact role="alert">
          {unreadableMessage}
        </Callout>
      )}
      {controlledImage === undefined && (
        <>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            hidden
            aria-label={chooseLabel}
            onChange={(e) => void choose(e)}
          />
          <Button text={chooseLabel} disabled={disabled} onClick={() => fileRef.current?.click()} />
        </>
      )}
    </div>
  );
}
