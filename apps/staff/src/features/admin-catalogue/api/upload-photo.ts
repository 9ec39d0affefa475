import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload';
import { adminCatalogueKeys } from './admin-catalogue-keys';

export type PhotoTarget = { kind: 'shops' | 'products'; id: string };

/** POST /admin/shops/:id/photo or /admin/products/:id/photo (multipart `image`), with progress. */
export function uploadPhoto(target: PhotoTarget, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('image', file, file.name);
  return uploadForm<unknown>(
    `/admin/${target.kind}/${encodeURIComponent(target.id)}/photo`,
    form,
    onProgress,
  );
}

export function useUploadPhoto(target: PhotoTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (f: number) => void }) =>
      uploadPhoto(target, file, onProgress),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminCatalogueKeys.everything }),
  });
}
