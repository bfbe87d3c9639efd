import { Spinner } from '@blueprintjs/core';
import { createElement, lazy, Suspense } from 'react';
import type { AvatarCropperProps } from './avatar-cropper';

export { Pagination } from './pagination';
export { ListFooter, type PageOf } from './list-footer';
export { PersonLine, type PersonFacts } from './person-line';
export { ReviewList, helperReviewLine, type ReviewLine } from './review-list';
export { paginate, PAGINATION_DEFAULTS } from './paginate';
export { DateInput, type DateInputProps } from './date-input';
export { OtpInput, OTP_LENGTH, type OtpInputProps } from './otp-input';
export { LabelledSwitch } from './labelled-switch';
export { MIN_CROP_SIZE, encodeAvatar } from './crop';
export type { AvatarCropperProps };

// react-easy-crop must load only with the routes that crop, so the cropper is never
// re-exported statically from here.
const AvatarCropperChunk = lazy(() => import('./avatar-cropper'));

/** The avatar cropper, fetched on first render. */
export function LazyAvatarCropper(props: AvatarCropperProps) {
  return createElement(
    Suspense,
    { fallback: createElement(Spinner, { size: 24, 'aria-label': 'Loading' }) },
    createElement(AvatarCropperChunk, props),
  );
}
export { RouteTabs } from './route-tabs';
