/** Shop picture with its box reserved (16:9) so nothing moves when it arrives. */
export function ShopImage({ src, name, priority }: { src?: string; name: string; priority: boolean }) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className="grid aspect-video w-full place-items-center bg-brand-50 text-4xl font-bold text-brand-700"
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
      className="aspect-video w-full bg-stone-100 object-cover"
    />
  );
}
