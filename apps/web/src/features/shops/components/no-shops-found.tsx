import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';

/** PRODUCT.md §2 empty state of the shop list: Try Again and Clear Filters. */
export function NoShopsFound({
  busy,
  onRetry,
  onClear,
}: {
  busy: boolean;
  onRetry(): void;
  onClear(): void;
}) {
  return (
    <EmptyState title="No shops found">
      <p className="w-full text-stone-600">No shop matches your search. Try another word or category.</p>
      <Button variant="secondary" onClick={onRetry} busy={busy} busyLabel="Trying...">
        Try Again
      </Button>
      <Button onClick={onClear}>Clear Filters</Button>
    </EmptyState>
  );
}
