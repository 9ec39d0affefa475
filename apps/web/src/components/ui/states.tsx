// The loading, empty and error states of both apps live in packages/ui.
export { EmptyState, ErrorState, FormError, LoadingState } from '@jhola/ui';
