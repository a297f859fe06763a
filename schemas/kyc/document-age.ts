// Spec §9 "Document age 12 months (3 months for operating-status proof)": the issue date of a corporate
// supplementary file, when given, must be within that window and not in the future.
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { encodeErrorMessage } from '@/forms/error-messages';

export interface DatedFile {
  fileType?: string;
  issueDate?: string;
}

/** Months a document stays valid after its issue date, by file type (others: 12). */
export const DOCUMENT_VALID_MONTHS: Readonly<Record<string, number>> = { operating_status_proof: 3 };
export const DEFAULT_DOCUMENT_VALID_MONTHS = 12;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number (UTC) of a YYYY-MM-DD string, or null when it is not one. */
function dayOf(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The YYYY-MM-DD of `today` (local calendar), moved by whole months (clamped to the month's end). */
export function shiftMonths(today: Date, months: number): string {
  const target = new Date(today.getFullYear(), today.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(today.getDate(), lastDay));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(target.getDate())}`;
}

export type DocumentAgeProblem = 'future' | 'tooOld' | null;

/** Whether a document issued on `issueDate` is acceptable on `today` (an issue date exactly N months ago is). */
export function documentAgeProblem(file: DatedFile, today: Date): DocumentAgeProblem {
  const issued = file.issueDate ? dayOf(file.issueDate) : null;
  if (issued === null) return null;
  const months = DOCUMENT_VALID_MONTHS[file.fileType ?? ''] ?? DEFAULT_DOCUMENT_VALID_MONTHS;
  if (issued > (dayOf(shiftMonths(today, 0)) ?? 0)) return 'future';
  if (issued < (dayOf(shiftMonths(today, -months)) ?? 0)) return 'tooOld';
  return null;
}

const MESSAGE_KEYS: Record<Exclude<DocumentAgeProblem, null>, string> = {
  future: 'kyc:files.issueDateInFuture',
  tooOld: 'kyc:files.issueDateTooOld',
};

/** customValidate for a form with `supplementaryFiles`; `now` is read at each validation. */
export function documentAgeValidator<T extends { supplementaryFiles?: DatedFile[] }>(
  now: () => Date = () => new Date(),
): CustomValidator<T> {
  return (formData, errors) => {
    const today = now();
    formData?.supplementaryFiles?.forEach((file, index) => {
      const problem = documentAgeProblem(file, today);
      if (!problem) return;
      const months = DOCUMENT_VALID_MONTHS[file.fileType ?? ''] ?? DEFAULT_DOCUMENT_VALID_MONTHS;
      const fileErrors = (errors.supplementaryFiles as unknown as Record<number, FormValidation<DatedFile>>)[
        index
      ];
      fileErrors?.issueDate?.addError(encodeErrorMessage({ key: MESSAGE_KEYS[problem], params: { months } }));
    });
    return errors;
  };
}
