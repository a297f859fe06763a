// Runs one image upload through the contract's call (uploadImage) with progress and cancel; a failure
// shows the server's message as an error toast (spec §8 "Upload failure shows the server message").
import { uploadImage } from '@generated/hooks/upload/upload';
import type { UploadResult } from '@generated/models';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, TRANSPORT_ERROR_CODES } from '@/api/api-error';
import { describeApiError } from '@/api/describe-error';
import { progressPercent } from '@/api/upload-transport';

const TRANSPORT_CODES = new Set<string>(Object.values(TRANSPORT_ERROR_CODES));

/** The toast text: the server's message, else the transport message, else "Image upload failed". */
export function uploadErrorMessage(error: unknown, t: TFunction<'fields'>): string {
  if (isApiError(error) && error.message) return error.message;
  if (isApiError(error) && TRANSPORT_CODES.has(error.code)) return describeApiError(error, (key) => t(key));
  return t('upload.failed');
}

export interface ImageUploadRun {
  /** 0–100 while an upload runs, null otherwise. */
  progress: number | null;
  start: (file: File) => Promise<void>;
  cancel: () => void;
}

export function useImageUpload(onUploaded: (result: UploadResult) => void): ImageUploadRun {
  const { t } = useTranslation('fields');
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the page cancels the upload under way.
  useEffect(() => () => running.current?.abort(), []);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress(null);
  }, []);

  const start = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress(0);
      try {
        const envelope = await uploadImage(
          { file, name: file.name },
          {
            signal: controller.signal,
            onUploadProgress: (event) => {
              if (running.current === controller) setProgress(progressPercent(event));
            },
          },
        );
        if (controller.signal.aborted) return;
        const result = envelope.data as UploadResult | undefined;
        if (!result?.url && !result?.path) throw new Error('upload answered no file');
        onUploaded(result);
      } catch (error) {
        // Cancelled (by the user or by leaving): nothing to report.
        if (controller.signal.aborted) return;
        notifications.show({ color: 'red', message: uploadErrorMessage(error, t) });
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [onUploaded, t],
  );

  return { progress, start, cancel };
}
