import type { UploadResult } from '@generated/models';
import { Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadCheck } from '@/lib/upload-rules';
import {
  acceptAttribute,
  allowedExtensions,
  checkUploadFile,
  DEFAULT_MAX_SIZE_MB,
  fileNameOf,
  isPdfName,
} from '@/lib/upload-rules';
import { useImageUpload } from './use-image-upload';

export type UploadedFile = UploadResult;

export interface ImageUploadProps {
  /** {url, path, name} of the uploaded file; null/undefined while there is none. */
  value: UploadedFile | null | undefined;
  /** Called with the server's {url, path, name} after an upload, and with null on Remove. */
  onChange: (value: UploadedFile | null) => void;
  /** Files must be smaller than this (spec §9: 8 MB; 5 for the QR upload). */
  maxSizeMb?: number;
  /** Attachments: accept PDF too (spec §5). */
  allowPdf?: boolean;
  /** Id of the file input (the label points at it) and prefix of the test ids (`<id>-input`, `-choose`,
   * `-cancel`, `-preview`, `-remove`). */
  id?: string;
  label?: ReactNode;
  /** Defaults to the allowed types and the size limit. */
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Called after each pick and Remove (a form flags the field then). */
  onBlur?: () => void;
}

type Rejection = Exclude<UploadCheck, { ok: true }>;

const listExtensions = (extensions: readonly string[]) => extensions.map((e) => e.toUpperCase()).join(', ');

/**
 * Image (or attachment) upload, spec §4/§5/§9: picks a file, checks its type and size, uploads it with a
 * progress bar and Cancel, then shows a preview (thumbnail, or the name of a PDF) with Remove.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { value, onChange, maxSizeMb = DEFAULT_MAX_SIZE_MB, allowPdf = false, id = 'upload' } = props;
  const { label, description, error, required, disabled, onBlur } = props;
  const { t } = useTranslation('fields');
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const resetInput = useRef<() => void>(null);
  const { progress, start, cancel } = useImageUpload(onChange);
  const extensions = listExtensions(allowedExtensions(allowPdf));

  const pick = useCallback(
    (file: File | null) => {
      // Always clear the input: a rejected file is gone, and the same file can be picked again.
      resetInput.current?.();
      onBlur?.();
      if (!file) return;
      const check = checkUploadFile(file, { maxSizeMb, allowPdf });
      if (!check.ok) {
        setRejection(check);
        return;
      }
      setRejection(null);
      void start(file);
    },
    [allowPdf, maxSizeMb, onBlur, start],
  );

  const remove = () => {
    onChange(null);
    onBlur?.();
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description ?? t('upload.hint', { extensions, limit: maxSizeMb })}
      error={error}
      required={required}
    >
      <Stack gap="xs" mt={4}>
        {value ? (
          <UploadPreview id={id} value={value} disabled={disabled} onRemove={remove} />
        ) : progress !== null ? (
          <Group gap="sm" wrap="nowrap">
            <Progress value={progress} aria-label={t('upload.progress')} style={{ flex: 1 }} />
            <Text size="sm" c="dimmed">
              {t('upload.uploading', { percent: progress })}
            </Text>
            <Button size="xs" variant="default" onClick={cancel} data-testid={`${id}-cancel`}>
              {t('upload.cancel')}
            </Button>
          </Group>
        ) : (
          <FileButton
            onChange={pick}
            accept={acceptAttribute(allowPdf)}
            resetRef={resetInput}
            disabled={disabled}
            inputProps={{ id, 'data-testid': `${id}-input` } as ComponentProps<'input'>}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                leftSection={<IconUpload size={16} />}
                disabled={disabled}
                data-testid={`${id}-choose`}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
        )}
        {rejection && (
          <Text size="sm" c={rejection.reason === 'size' ? 'orange.9' : 'red.8'} role="alert">
            {rejection.reason === 'size'
              ? t('upload.tooLarge', { limit: rejection.limitMb })
              : t('upload.wrongType', { extensions: listExtensions(rejection.extensions) })}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

interface UploadPreviewProps {
  id: string;
  value: UploadedFile;
  disabled?: boolean;
  onRemove: () => void;
}

function UploadPreview({ id, value, disabled, onRemove }: UploadPreviewProps) {
  const { t } = useTranslation('fields');
  const name = value.name || fileNameOf(value.path || value.url);
  const thumbnail = Boolean(value.url) && !isPdfName(name);
  return (
    <Group gap="sm" data-testid={`${id}-preview`}>
      {thumbnail ? (
        <Image src={value.url} alt={name} w={96} h={96} fit="contain" radius="sm" />
      ) : (
        <Group gap={4}>
          <IconFileText size={20} aria-hidden />
          <Text size="sm">{name}</Text>
        </Group>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={onRemove}
        disabled={disabled}
        data-testid={`${id}-remove`}
      >
        {t('upload.remove')}
      </Button>
    </Group>
  );
}
