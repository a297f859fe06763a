import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import type { ImageUploadProps, UploadedFile } from '@/forms/connected/ImageUpload';
import { ImageUpload } from '@/forms/connected/ImageUpload';
import { stubXhr } from '../../test-utils/fake-xhr';
import { renderUi } from '../../test-utils/render';

const MB = 1024 * 1024;
const STORED: UploadedFile = {
  url: 'https://cdn.example/kyc/front.png',
  path: 'kyc/front.png',
  name: 'front.png',
};

const fileOf = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

function Harness(props: Partial<ImageUploadProps> & { onValue: (value: UploadedFile | null) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState<UploadedFile | null>(null);
  return (
    <ImageUpload
      id="photo"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function setup(props: Partial<ImageUploadProps> = {}) {
  const xhr = stubXhr();
  const onValue = vi.fn();
  // The file dialog can show "All files": the component, not the accept filter, must reject.
  const user = userEvent.setup({ applyAccept: false });
  renderUi(<Harness onValue={onValue} {...props} />);
  const input = () => screen.getByTestId('photo-input') as HTMLInputElement;
  const pick = (file: File) => user.upload(input(), file);
  return { xhr, onValue, user, input, pick };
}

beforeEach(() => {
  window.__APP_CONFIG__ = { hosts: { upload: 'https://up.example' } };
});

afterEach(() => {
  delete window.__APP_CONFIG__;
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('spec §5 uploads: oversize shows a warning with the limit and clears the input', () => {
  it('rejects a 9 MB png at the default 8 MB, clears the input and sends nothing', async () => {
    const { xhr, pick, input, onValue } = setup();
    await pick(fileOf('big.png', 9 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be smaller than 8 MB');
    expect(input().value).toBe('');
    expect(input().files).toHaveLength(0);
    expect(xhr.all()).toHaveLength(0);
    expect(onValue).not.toHaveBeenCalled();
  });

  it('uses the configured limit (5 MB for the QR upload)', async () => {
    const { pick } = setup({ maxSizeMb: 5 });
    await pick(fileOf('qr.png', 6 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be smaller than 5 MB');
  });

  it('warns in Chinese in zh_CN', async () => {
    await applyLanguage('zh_CN');
    const { pick } = setup();
    await pick(fileOf('big.png', 9 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('图片大小须小于 8 MB');
  });
});

describe('spec §5 uploads: a wrong type lists the allowed extensions', () => {
  it('rejects a .gif listing JPG, JPEG, PNG', async () => {
    const { xhr, pick, input } = setup();
    await pick(fileOf('anim.gif', 1000, 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only these file types are allowed: JPG, JPEG, PNG');
    expect(input().value).toBe('');
    expect(xhr.all()).toHaveLength(0);
  });

  it('rejects a PDF unless attachments are allowed, and then lists PDF too', async () => {
    const { pick, xhr } = setup();
    await pick(fileOf('deed.pdf', 1000, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('JPG, JPEG, PNG');
    expect(screen.getByRole('alert')).not.toHaveTextContent('PDF');
    expect(xhr.all()).toHaveLength(0);
  });

  it('tells the browser which types to offer', () => {
    const { input } = setup({ allowPdf: true });
    expect(input()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf');
    expect(screen.getByText('JPG, JPEG, PNG, PDF, smaller than 8 MB')).toBeInTheDocument();
  });
});

describe('spec §4 uploads: progress, cancel, preview, failure toast', () => {
  it('uploads an accepted file (upper-case JPG too) through uploadImage with file and name', async () => {
    const { xhr, pick } = setup();
    await pick(fileOf('PHOTO.JPG', 2000, 'image/jpeg'));
    const request = xhr.last();
    expect(request.url).toBe('https://up.example/common/upload_img');
    const body = request.body as FormData;
    expect((body.get('file') as File).name).toBe('PHOTO.JPG');
    expect(body.get('name')).toBe('PHOTO.JPG');
  });

  it('shows a progress bar while it runs', async () => {
    const { xhr, pick } = setup();
    await pick(fileOf('id.png', 2000));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.last().progress(600, 2000));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Uploading… 30%')).toBeInTheDocument();
    expect(screen.queryByTestId('photo-choose')).not.toBeInTheDocument();
  });

  it('Cancel aborts the request, hides the bar, keeps the value empty and shows no toast', async () => {
    const { xhr, pick, user, onValue } = setup();
    const show = vi.spyOn(notifications, 'show');
    await pick(fileOf('id.png', 2000));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(xhr.last().aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-choose')).toBeInTheDocument();
    await act(async () => {});
    expect(onValue).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps {url, path, name} and shows a thumbnail with Remove once done', async () => {
    const { xhr, pick, user, onValue } = setup();
    await pick(fileOf('front.png', 2000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(STORED));
    const thumbnail = await screen.findByRole('img', { name: 'front.png' });
    expect(thumbnail).toHaveAttribute('src', STORED.url);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('photo-choose')).toBeInTheDocument();
  });

  it('shows the file name, not a thumbnail, for an uploaded PDF', async () => {
    const { xhr, pick } = setup({ allowPdf: true });
    await pick(fileOf('deed.PDF', 2000, 'application/pdf'));
    const stored = { url: 'https://cdn.example/deed.PDF', path: 'docs/deed.PDF', name: 'deed.PDF' };
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: stored }));
    expect(await screen.findByText('deed.PDF')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's message as an error toast on failure, and the value stays empty", async () => {
    const { xhr, pick, onValue } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show');
    await pick(fileOf('id.png', 2000));
    act(() =>
      xhr.last().respond(200, { code: 'IMG_REJECTED', message: 'File rejected by server', data: null }),
    );
    expect(await screen.findByText('File rejected by server')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'File rejected by server' }),
    );
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByTestId('photo-choose')).toBeInTheDocument();
  });

  it('falls back to "Image upload failed" when the server gives no message, and to the transport text', async () => {
    const { xhr, pick } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await pick(fileOf('id.png', 2000));
    act(() => xhr.last().respond(500, 'Internal error'));
    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    await pick(fileOf('id.png', 2000));
    act(() => xhr.last().failNetwork());
    expect(await screen.findByText('Network error, please check your connection')).toBeInTheDocument();
  });
});
