import { LoadingState } from '../../../components/ui/states';

/**
 * A loading state as tall as the screen: the footer stays below the fold until the content arrives,
 * so nothing visible jumps down when it does (no layout shift).
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="min-h-dvh">
      <LoadingState label={label} />
    </div>
  );
}
