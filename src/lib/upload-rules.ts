// What an upload accepts (spec §5 "Uploads", §9 "Image max 8 MB", "Upload types list: jpg, jpeg, png").

/** spec §9: the upload types list. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** spec §5: attachments add PDF. */
export const PDF_EXTENSION = 'pdf';
/** spec §9: image max 8 MB (the QR upload passes 5). A megabyte here is 1024 × 1024 bytes. */
export const DEFAULT_MAX_SIZE_MB = 8;
export const BYTES_PER_MB = 1024 * 1024;

export interface UploadRuleOptions {
  /** Files must be strictly smaller than this many MB. Default 8. */
  maxSizeMb?: number;
  /** Attachments: accept PDF as well. */
  allowPdf?: boolean;
}

export type UploadCheck =
  | { ok: true }
  | { ok: false; reason: 'type'; extensions: readonly string[] }
  | { ok: false; reason: 'size'; limitMb: number };

export const allowedExtensions = (allowPdf = false): readonly string[] =>
  allowPdf ? [...IMAGE_EXTENSIONS, PDF_EXTENSION] : IMAGE_EXTENSIONS;

/** The lower-cased text after the last dot of a file name ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export const isPdfName = (fileName: string): boolean => extensionOf(fileName) === PDF_EXTENSION;

/** The file input's accept attribute: the extensions (any case, spec §5 "JPG upper-case also"). */
export const acceptAttribute = (allowPdf = false): string =>
  allowedExtensions(allowPdf)
    .map((extension) => `.${extension}`)
    .join(',');

/**
 * Checks a picked file by its name's extension (case-insensitive) and its size (strictly below the limit).
 * A file wrong on both counts is reported as the wrong type: no size limit makes a .gif acceptable.
 */
export function checkUploadFile(
  file: { name: string; size: number },
  { maxSizeMb = DEFAULT_MAX_SIZE_MB, allowPdf = false }: UploadRuleOptions = {},
): UploadCheck {
  const extensions = allowedExtensions(allowPdf);
  if (!extensions.includes(extensionOf(file.name))) return { ok: false, reason: 'type', extensions };
  if (file.size >= maxSizeMb * BYTES_PER_MB) return { ok: false, reason: 'size', limitMb: maxSizeMb };
  return { ok: true };
}

/** The last segment of a storage path or URL, shown when only the path of an upload is known. */
export function fileNameOf(pathOrUrl: string): string {
  const withoutQuery = pathOrUrl.split(/[?#]/)[0] ?? '';
  return withoutQuery.split('/').filter(Boolean).at(-1) ?? '';
}
