/** Shared UI primitives of the Jhola apps (Tailwind classes; each app's CSS scans this folder). */
export {
  type BrowserPushSubscription,
  pushSupported,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './browser-push';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { CloseIcon } from './close-icon';
export { useDebouncedValue } from './debounce';
export { Dialog, type DialogProps } from './dialog';
export { createEventHandlers } from './event-handlers';
export * from './i18n/index';
export { BlobImage, PhotoPicker } from './photo-input';
export { startServiceWorkerNow } from './pwa-register';
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export { startServiceWorkerAfterLoad } from './start-service-worker';
export { EmptyState, ErrorState, FormError, LoadingState } from './states';
export { TextField, type TextFieldProps } from './text-field';
export {
  dismissToast,
  showToast,
  TOAST_DURATION_MS,
  type Toast,
  type ToastTone,
  useToastStore,
} from './toast-store';
export { Toaster, ToastRegion } from './toaster';
export { UpdateBanner } from './update-banner';
export { applyUpdate, useUpdateStore } from './update-store';
export { QrCode } from './upi-qr-code';
export { useEscape } from './use-escape';
export { useNow } from './use-now';
