import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameOf } from '@/lib/upload-rules';
import type { UploadedFile } from '@/forms/connected/ImageUpload';
import { ImageUpload } from '@/forms/connected/ImageUpload';
import { useVisibleError } from '../form-state';

type ValueKey = 'path' | 'url';

/** What the field keeps of an upload when only its string is known (a restored draft, initial data). */
function fromString(value: string, key: ValueKey): UploadedFile {
  return { url: key === 'url' ? value : '', path: key === 'path' ? value : '', name: fileNameOf(value) };
}

/**
 * ui:widget "upload" on a string field. The field holds the upload's `path` (what the family's forms send
 * back, e.g. KYC photos), or its `url` with ui:options valueKey "url". ui:options: maxSizeMb (default 8),
 * allowPdf. The thumbnail shows after an upload; a value known only as a string shows its file name.
 */
export function UploadWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, options, schema } = props;
  const { rawErrors, hideError, onChange, onBlur } = props;
  const { t } = useTranslation('forms');
  const error = useVisibleError(id, rawErrors, hideError);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  // The form validates on blur, and an upload ends without one: once the new value is the form's, the field
  // is validated as if left, so a "required" shown before the upload goes.
  const leftByUpload = useRef(false);
  useEffect(() => {
    if (!leftByUpload.current) return;
    leftByUpload.current = false;
    onBlur(id, value);
  }, [onBlur, id, value]);
  const key: ValueKey = options.valueKey === 'url' ? 'url' : 'path';
  const current = typeof value === 'string' && value !== '' ? value : undefined;
  const shown = current
    ? uploaded && uploaded[key] === current
      ? uploaded
      : fromString(current, key)
    : null;
  const description = options.description ?? schema.description;

  return (
    <ImageUpload
      id={id}
      value={shown}
      onChange={(file) => {
        setUploaded(file);
        onChange(file ? file[key] : options.emptyValue);
        leftByUpload.current = true;
      }}
      maxSizeMb={typeof options.maxSizeMb === 'number' ? options.maxSizeMb : undefined}
      allowPdf={options.allowPdf === true}
      label={hideLabel || !label ? undefined : t(label)}
      description={description ? t(description) : undefined}
      error={error}
      required={required}
      disabled={disabled || readonly}
      onBlur={() => onBlur(id, value)}
    />
  );
}
