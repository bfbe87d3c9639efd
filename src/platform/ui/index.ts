export * from './constants';
export * from './app-button';
export * from './toaster';
export * from './modal';
export * from './avatar';
export * from './page-state';
export * from './use-media-query';
export { installIconLoader } from './icons';
export * from './texts';
