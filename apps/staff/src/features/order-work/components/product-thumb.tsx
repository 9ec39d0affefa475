/** A product's small picture beside its name (decorative: the name is always written next to it). */
export function ProductThumb({ src, size = 'md' }: { src: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8' : 'size-11';
  if (!src) return <span aria-hidden="true" className={`${box} shrink-0 rounded-md bg-stone-200`} />;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={`${box} shrink-0 rounded-md bg-stone-100 object-cover`}
    />
  );
}
