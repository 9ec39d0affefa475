// The loading, empty and error states of both apps live in packages/ui.
export { EmptyState, ErrorState, LoadingState } from '@jhola/ui';
