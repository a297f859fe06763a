import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  allowedExtensions,
  checkUploadFile,
  extensionOf,
  fileNameOf,
  isPdfName,
} from '@/lib/upload-rules';

const RUNS = { numRuns: 1000 };
const MB = 1024 * 1024;

// Oracle from spec §5/§9: "JPG, JPEG, PNG (JPG upper-case also; attachments add PDF), below 8 MB"; the
// type is what follows the last dot, in any case; a wrong type is reported before the size.
function oracle(name: string, size: number, maxSizeMb = 8, allowPdf = false): 'ok' | 'type' | 'size' {
  const parts = name.split('.');
  const extension = parts.length > 1 ? (parts.at(-1) ?? '').toLowerCase() : '';
  const allowed = allowPdf ? ['jpg', 'jpeg', 'png', 'pdf'] : ['jpg', 'jpeg', 'png'];
  if (!allowed.includes(extension)) return 'type';
  return size < maxSizeMb * MB ? 'ok' : 'size';
}

const extension = fc.constantFrom(
  'jpg',
  'JPG',
  'Jpg',
  'jpeg',
  'JPEG',
  'png',
  'PNG',
  'pdf',
  'PDF',
  'gif',
  'webp',
  'jpg.exe',
  'png ',
  '',
  'jpgx',
);
const name = fc
  .tuple(fc.string({ maxLength: 12 }), fc.boolean(), extension)
  .map(([base, dot, ext]) => (dot ? `${base}.${ext}` : `${base}${ext}`));
const size = fc.oneof(
  fc.integer({ min: 0, max: 20 * MB }),
  fc.constantFrom(0, 5 * MB - 1, 5 * MB, 8 * MB - 1, 8 * MB, 8 * MB + 1, 9 * MB),
);

describe('spec §5 uploads: type and size (property, against the oracle)', () => {
  it('accepts or rejects as the spec words say, at the default 8 MB', () => {
    fc.assert(
      fc.property(name, size, (n, s) => {
        const check = checkUploadFile({ name: n, size: s });
        expect(check.ok ? 'ok' : check.reason).toBe(oracle(n, s));
      }),
      RUNS,
    );
  });

  it('follows the configured limit and the attachment flag', () => {
    fc.assert(
      fc.property(name, size, fc.constantFrom(1, 5, 8, 10), fc.boolean(), (n, s, limit, pdf) => {
        const check = checkUploadFile({ name: n, size: s }, { maxSizeMb: limit, allowPdf: pdf });
        expect(check.ok ? 'ok' : check.reason).toBe(oracle(n, s, limit, pdf));
        if (!check.ok && check.reason === 'size') expect(check.limitMb).toBe(limit);
        if (!check.ok && check.reason === 'type') expect(check.extensions).toEqual(allowedExtensions(pdf));
      }),
      RUNS,
    );
  });
});

describe('spec §5 uploads: named edge cases', () => {
  it('accepts upper-case JPG and the other listed types below the limit', () => {
    for (const file of ['photo.JPG', 'photo.jpg', 'scan.jpeg', 'scan.JPEG', 'id.png', 'id.PNG']) {
      expect(checkUploadFile({ name: file, size: 1000 })).toEqual({ ok: true });
    }
  });

  it('rejects 8 MB and more ("below 8 MB"), naming the limit', () => {
    expect(checkUploadFile({ name: 'a.png', size: 8 * MB - 1 })).toEqual({ ok: true });
    expect(checkUploadFile({ name: 'a.png', size: 8 * MB })).toEqual({
      ok: false,
      reason: 'size',
      limitMb: 8,
    });
    expect(checkUploadFile({ name: 'a.png', size: 9 * MB })).toEqual({
      ok: false,
      reason: 'size',
      limitMb: 8,
    });
  });

  it('uses 5 MB for the QR upload when configured', () => {
    expect(checkUploadFile({ name: 'qr.png', size: 5 * MB }, { maxSizeMb: 5 })).toMatchObject({ limitMb: 5 });
    expect(checkUploadFile({ name: 'qr.png', size: 5 * MB - 1 }, { maxSizeMb: 5 })).toEqual({ ok: true });
  });

  it('lists jpg, jpeg, png for a wrong type, and adds pdf for attachments', () => {
    expect(checkUploadFile({ name: 'a.gif', size: 10 })).toEqual({
      ok: false,
      reason: 'type',
      extensions: ['jpg', 'jpeg', 'png'],
    });
    expect(checkUploadFile({ name: 'a.pdf', size: 10 })).toMatchObject({ reason: 'type' });
    expect(checkUploadFile({ name: 'a.PDF', size: 10 }, { allowPdf: true })).toEqual({ ok: true });
    expect(allowedExtensions(true)).toEqual(['jpg', 'jpeg', 'png', 'pdf']);
  });

  it('reports a wrong type before the size', () => {
    expect(checkUploadFile({ name: 'big.gif', size: 9 * MB })).toMatchObject({ reason: 'type' });
  });

  it('reads the type after the last dot only', () => {
    expect(extensionOf('a.png.exe')).toBe('exe');
    expect(extensionOf('archive')).toBe('');
    expect(checkUploadFile({ name: 'a.png.exe', size: 1 })).toMatchObject({ reason: 'type' });
    expect(checkUploadFile({ name: 'png', size: 1 })).toMatchObject({ reason: 'type' });
  });
});

describe('upload helpers', () => {
  it('builds the accept attribute from the list', () => {
    expect(acceptAttribute()).toBe('.jpg,.jpeg,.png');
    expect(acceptAttribute(true)).toBe('.jpg,.jpeg,.png,.pdf');
  });

  it('tells PDFs by name and takes the file name of a path or URL', () => {
    expect(isPdfName('Deed.PDF')).toBe(true);
    expect(isPdfName('deed.png')).toBe(false);
    expect(fileNameOf('kyc/2024/front.png')).toBe('front.png');
    expect(fileNameOf('https://cdn.example/a/b.jpg?sig=1#x')).toBe('b.jpg');
    expect(fileNameOf('')).toBe('');
  });
});
