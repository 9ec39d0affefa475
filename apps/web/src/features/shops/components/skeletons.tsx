/**
 * Grey placeholders in the shape of what is coming, so the page keeps its layout while loading
 * (no jump when the content arrives). The label is for screen readers.
 */
const block = 'animate-pulse rounded bg-stone-200';

export function ShopGridSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className={`aspect-video w-full ${block} rounded-none`} />
          <div className="space-y-2 p-4">
            <div className={`h-5 w-2/3 ${block}`} />
            <div className={`h-4 w-1/3 ${block}`} />
            <div className={`h-4 w-full ${block}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ label, count = 9 }: { label: string; count?: number }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-5"
      data-testid="product-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={i} className="rounded-lg border border-stone-200 bg-white px-1.5 py-1">
          <div className={`aspect-[4/3] w-full ${block}`} />
          <div className={`mt-2 h-3 w-full ${block}`} />
          <div className={`mt-1 h-3 w-2/3 ${block}`} />
          <div className={`mt-2 h-8 w-full ${block}`} />
        </div>
      ))}
    </div>
  );
}
