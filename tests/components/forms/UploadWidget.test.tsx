import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import { stubXhr } from '../../test-utils/fake-xhr';
import { renderUi } from '../../test-utils/render';

const MB = 1024 * 1024;
const schema: RJSFSchema = { type: 'object', required: ['front'], properties: { front: { type: 'string' } } };
const STORED = { url: 'https://cdn.example/kyc/front.png', path: 'kyc/front.png', name: 'front.png' };

function renderForm(options: Record<string, unknown> = {}, formData?: { front?: string }) {
  const xhr = stubXhr();
  const onSubmit = vi.fn(() => Promise.resolve());
  const uiSchema: UiSchema = {
    front: { 'ui:widget': 'upload', 'ui:title': 'fields:upload.label', 'ui:options': options },
  };
  renderUi(
    <SchemaForm
      form={{ id: 'kyc', schema, uiSchema }}
      formData={formData}
      onSubmit={onSubmit}
      submitLabel="Submit"
      keepDraft={false}
    />,
  );
  const user = userEvent.setup({ applyAccept: false });
  const pick = (file: File) => user.upload(screen.getByTestId('kyc_front-input'), file);
  return { xhr, onSubmit, user, pick, submit: () => user.click(screen.getByTestId('kyc-submit')) };
}

const png = (bytes: number, name = 'front.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('spec §4 upload widget in a form (ui:widget "upload")', () => {
  it('is labelled, required, and keeps the stored path once uploaded', async () => {
    const { xhr, pick, submit, onSubmit } = renderForm();
    expect(screen.getByText('Image')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await pick(png(1000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    expect(await screen.findByRole('img', { name: 'front.png' })).toHaveAttribute('src', STORED.url);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ front: 'kyc/front.png' }));
  });

  it('a required photo refused on submit stops saying so once uploaded, before any other submit', async () => {
    const { xhr, pick, submit } = renderForm();
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await pick(png(1000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    await screen.findByRole('img', { name: 'front.png' });
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
  });

  it('reads ui:options maxSizeMb', async () => {
    const { pick, xhr } = renderForm({ maxSizeMb: 5 });
    await pick(png(6 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be smaller than 5 MB');
    expect(xhr.all()).toHaveLength(0);
  });

  it('reads ui:options allowPdf', async () => {
    const { pick, xhr } = renderForm({ allowPdf: true });
    await pick(new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }));
    expect(xhr.all()).toHaveLength(1);
  });

  it('keeps the url instead with ui:options valueKey "url"', async () => {
    const { xhr, pick, submit, onSubmit } = renderForm({ valueKey: 'url' });
    await pick(png(1000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    await screen.findByRole('img', { name: 'front.png' });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ front: STORED.url }));
  });

  it('shows the file name of a value known only by its path, and Remove empties the field', async () => {
    const { user, submit, onSubmit } = renderForm({}, { front: 'kyc/old-front.png' });
    expect(screen.getByText('old-front.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
