import { showToast } from '@jhola/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { type PhotoTarget, useUploadPhoto } from '../api/upload-photo';
import { tAdminCatalogue, useAdminCatalogueT } from '../i18n';

const MAX_BYTES = 5 * 1024 * 1024;

/** The current picture and a "Change photo" picker that uploads at once, with progress. */
export function PhotoUpload({ target, image, name }: { target: PhotoTarget; image?: string; name: string }) {
  const t = useAdminCatalogueT();
  const upload = useUploadPhoto(target);
  const [progress, setProgress] = useState(0);
  const id = useId();
  const percent = Math.round(progress * 100);

  function choose(file: File | undefined) {
    if (!file) return;
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type))
      return showToast(t('staffAdminCatalogue.photoWrongType'), 'error');
    if (file.size > MAX_BYTES) return showToast(t('staffAdminCatalogue.photoTooLarge'), 'error');
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => showToast(tAdminCatalogue('staffAdminCatalogue.photoUpdated', { name })),
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
          {/* Seen: the short text; heard: the whole sentence with the name, in the language's own order. */}
          <span aria-hidden="true">
            {upload.isPending
              ? t('staffAdminCatalogue.uploading', { percent })
              : t('staffAdminCatalogue.changePhoto')}
          </span>
          <span className="sr-only">
            {upload.isPending
              ? t('staffAdminCatalogue.uploadingPhotoOf', { percent, name })
              : t('staffAdminCatalogue.changePhotoOf', { name })}
          </span>
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
