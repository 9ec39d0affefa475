/** Shared UI primitives of the Jhola apps (Tailwind classes; each app's CSS scans this folder). */
export {
  pushSupported,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './browser-push';
export { Button, type ButtonVariant } from './button';
export { CloseIcon } from './close-icon';
export { useDebouncedValue } from './debounce';
export { Dialog } from './dialog';
export { createEventHandlers } from './event-handlers';
export * from './i18n/index';
export { BlobImage, PhotoPicker } from './photo-input';
export { startServiceWorkerNow } from './pwa-register';
export { ReasonDialog } from './reason-dialog';
export { startServiceWorkerAfterLoad } from './start-service-worker';
export { EmptyState, ErrorState, FormError, LoadingState } from './states';
export { TextField, type TextFieldProps } from './text-field';
export { showToast, useToastStore } from './toast-store';
export { Toaster, ToastRegion } from './toaster';
export { UpdateBanner } from './update-banner';
export { QrCode } from './upi-qr-code';
export { useEscape } from './use-escape';
export { useNow } from './use-now';
