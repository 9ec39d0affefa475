/** Shop picture with its box reserved (16:9) so nothing moves when it arrives. */
export function ShopImage({ src, name, priority }: { src?: string; name: string; priority: boolean }) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className="grid aspect-square w-full place-items-center bg-brand-50 text-2xl font-bold text-brand-700 sm:aspect-video sm:text-4xl"
      >
        {name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={480}
      height={270}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="aspect-square w-full rounded-lg bg-stone-100 object-cover sm:aspect-video sm:rounded-none"
    />
  );
}
