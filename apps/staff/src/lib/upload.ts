import { decodeReply } from '@jhola/client';
import { useLanguageStore } from '@jhola/ui';
import { apiUrl, onUnauthorized } from './api';
import { ApiError, describeFailure, messageFor } from './api-error';
import { tLib } from './i18n';
import { useStaffAuth } from './staff-auth';

/**
 * A multipart upload through XMLHttpRequest, because fetch cannot report upload progress and a
 * bill photo on a slow phone connection takes long enough that the shopper must see it moving.
 * `onProgress` gets 0..1.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    const token = useStaffAuth.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', useLanguageStore.getState().language);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) onUnauthorized();
      try {
        resolve(decodeReply<T>(xhr.status, xhr.responseText, describeFailure));
      } catch (error) {
        reject(error);
      }
    };
    const fail = () => reject(new ApiError(0, messageFor(0)));
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = () => reject(new ApiError(0, tLib('staffLib.uploadStopped')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
