import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import type { ImageUploadProps, UploadedFile } from '@/forms/connected/ImageUpload';
import { ImageUpload } from '@/forms/connected/ImageUpload';
import { stubXhr } from '../../test-utils/fake-xhr';
import { renderControlled } from '../../test-utils/render-controlled';

const MB = 1024 * 1024;
const STORED: UploadedFile = {
  url: 'https://cdn.example/kyc/front.png',
  path: 'kyc/front.png',
  name: 'front.png',
};

const fileOf = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

// The file dialog can show "All files": the component, not the accept filter, must reject.
const PICK_ANY = { userOptions: { applyAccept: false } };
const upload = (props: Partial<Omit<ImageUploadProps, 'value' | 'onChange'>> = {}) => ({
  id: 'photo',
  ...props,
});
const input = () => screen.getByTestId('photo-input') as HTMLInputElement;
const pick = (user: UserEvent, file: File) => user.upload(input(), file);
let xhr: ReturnType<typeof stubXhr>;

beforeEach(() => {
  xhr = stubXhr();
  window.__APP_CONFIG__ = { hosts: { upload: 'https://up.example' } };
});

afterEach(() => {
  delete window.__APP_CONFIG__;
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('spec §5 uploads: oversize shows a warning with the limit and clears the input', () => {
  it('rejects a 9 MB png at the default 8 MB, clears the input and sends nothing', async () => {
    const { user, onChange } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    await pick(user, fileOf('big.png', 9 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be smaller than 8 MB');
    expect(input().value).toBe('');
    expect(input().files).toHaveLength(0);
    expect(xhr.all()).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses the configured limit (5 MB for the QR upload)', async () => {
    const { user } = renderControlled(ImageUpload, upload({ maxSizeMb: 5 }), null, PICK_ANY);
    await pick(user, fileOf('qr.png', 6 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be smaller than 5 MB');
  });

  it('warns in Chinese in zh_CN', async () => {
    await applyLanguage('zh_CN');
    const { user } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    await pick(user, fileOf('big.png', 9 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('图片大小须小于 8 MB');
  });
});

describe('spec §5 uploads: a wrong type lists the allowed extensions', () => {
  it('rejects a .gif listing JPG, JPEG, PNG', async () => {
    const { user } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    await pick(user, fileOf('anim.gif', 1000, 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only these file types are allowed: JPG, JPEG, PNG');
    expect(input().value).toBe('');
    expect(xhr.all()).toHaveLength(0);
  });

  it('rejects a PDF unless attachments are allowed, and then lists PDF too', async () => {
    const { user } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    await pick(user, fileOf('deed.pdf', 1000, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('JPG, JPEG, PNG');
    expect(screen.getByRole('alert')).not.toHaveTextContent('PDF');
    expect(xhr.all()).toHaveLength(0);
  });

  it('tells the browser which types to offer', () => {
    renderControlled(ImageUpload, upload({ allowPdf: true }), null, PICK_ANY);
    expect(input()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');
    expect(screen.getByText('JPG, JPEG, PNG, PDF, smaller than 8 MB')).toBeInTheDocument();
  });
});

describe('spec §4 uploads: progress, cancel, preview, failure toast', () => {
  it('uploads an accepted file (upper-case JPG too) through uploadImage with file and name', async () => {
    const { user } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    await pick(user, fileOf('PHOTO.JPG', 2000, 'image/jpeg'));
    const request = xhr.last();
    expect(request.url).toBe('https://up.example/common/upload_img');
    const body = request.body as FormData;
    expect((body.get('file') as File).name).toBe('PHOTO.JPG');
    expect(body.get('name')).toBe('PHOTO.JPG');
  });

  it('shows a progress bar while it runs', async () => {
    const { user } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    await pick(user, fileOf('id.png', 2000));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.last().progress(600, 2000));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Uploading… 30%')).toBeInTheDocument();
    expect(screen.queryByTestId('photo-choose')).not.toBeInTheDocument();
  });

  it('Cancel aborts the request, hides the bar, keeps the value empty and shows no toast', async () => {
    const { user, onChange } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    const show = vi.spyOn(notifications, 'show');
    await pick(user, fileOf('id.png', 2000));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(xhr.last().aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-choose')).toBeInTheDocument();
    await act(async () => {});
    expect(onChange).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps {url, path, name} and shows a thumbnail with Remove once done', async () => {
    const { user, onChange } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    await pick(user, fileOf('front.png', 2000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED));
    const thumbnail = await screen.findByRole('img', { name: 'front.png' });
    expect(thumbnail).toHaveAttribute('src', STORED.url);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-choose')).toBeInTheDocument();
  });

  it('shows the file name, not a thumbnail, for an uploaded PDF', async () => {
    const { user } = renderControlled(ImageUpload, upload({ allowPdf: true }), null, PICK_ANY);
    await pick(user, fileOf('deed.PDF', 2000, 'application/pdf'));
    const stored = { url: 'https://cdn.example/deed.PDF', path: 'docs/deed.PDF', name: 'deed.PDF' };
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: stored }));
    expect(await screen.findByText('deed.PDF')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's message as an error toast on failure, and the value stays empty", async () => {
    const { user, onChange } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show');
    await pick(user, fileOf('id.png', 2000));
    act(() =>
      xhr.last().respond(200, { code: 'IMG_REJECTED', message: 'File rejected by server', data: null }),
    );
    expect(await screen.findByText('File rejected by server')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'File rejected by server' }),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('photo-choose')).toBeInTheDocument();
  });

  it('falls back to "Image upload failed" when the server gives no message, and to the transport text', async () => {
    const { user } = renderControlled(ImageUpload, upload(), null, PICK_ANY);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await pick(user, fileOf('id.png', 2000));
    act(() => xhr.last().respond(500, 'Internal error'));
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    await pick(user, fileOf('id.png', 2000));
    act(() => xhr.last().failNetwork());
    expect(await screen.findByText('Network error, please check your connection')).toBeInTheDocument();
  });
});
