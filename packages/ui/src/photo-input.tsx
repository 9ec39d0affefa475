import { type Ref, useEffect, useState } from 'react';

/**
 * Issue 29: a picture only signed-in people may see, fetched with the token into a Blob, shown from a
 * blob: URL that is released when it goes; a grey box while it loads.
 */
export function BlobImage({ blob, alt }: { blob: Blob | undefined; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (!src) return <span className="block h-32 w-32 animate-pulse rounded-lg bg-stone-200" />;
  return <img src={src} alt={alt} className="mt-1 max-h-56 max-w-full rounded-lg object-contain" />;
}

/** A photo chooser that looks like a button (the phone offers its camera first with `camera`). */
export function PhotoPicker({
  label,
  onChange,
  camera = false,
  inputRef,
}: {
  label: string;
  onChange: (file: File | null) => void;
  camera?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 px-3 font-semibold focus-within:ring-2">
      {label}
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        {...(camera ? { capture: 'environment' as const } : {})}
        className="sr-only"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </label>
  );
}
