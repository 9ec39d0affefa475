import { showToast } from '@jhola/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { type PhotoTarget, useUploadPhoto } from '../api/upload-photo';

const MAX_BYTES = 5 * 1024 * 1024;

/** The current picture and a "Change photo" picker that uploads at once, with progress. */
export function PhotoUpload({ target, image, name }: { target: PhotoTarget; image?: string; name: string }) {
  const upload = useUploadPhoto(target);
  const [progress, setProgress] = useState(0);
  const id = useId();

  function choose(file: File | undefined) {
    if (!file) return;
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type))
      return showToast('Use a JPEG, PNG or WebP photo.', 'error');
    if (file.size > MAX_BYTES) return showToast('The photo is larger than 5 MB.', 'error');
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => showToast(`Photo of ${name} updated`),
        onError: (e) => showToast(errorMessage(e), 'error'),
      },
    );
  }

  return (
    <div className="flex items-center gap-3">
      {image ? (
        <img src={image} alt="" className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-brand-800 focus-within:outline focus-within:outline-3 focus-within:outline-brand-600"
        >
          {upload.isPending ? `Uploading ${Math.round(progress * 100)}%` : 'Change photo'}
          <span className="sr-only"> of {name}</span>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </label>
      </div>
    </div>
  );
}
