import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../test-utils/fake-xhr';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

const MB = 1024 * 1024;
const schema: RJSFSchema = { type: 'object', required: ['front'], properties: { front: { type: 'string' } } };
const STORED = { url: 'https://cdn.example/kyc/front.png', path: 'kyc/front.png', name: 'front.png' };

/** A one-field form `kyc` whose required front photo is the upload widget with `options`. */
const uploadForm = (options: Record<string, unknown> = {}) => ({
  id: 'kyc',
  schema,
  uiSchema: {
    front: { 'ui:widget': 'upload', 'ui:title': 'fields:upload.label', 'ui:options': options },
  } satisfies UiSchema,
});
// The file dialog can show "All files": the widget, not the accept filter, must refuse.
const PICK_ANY = { userOptions: { applyAccept: false } };
const pick = (user: UserEvent, file: File) => user.upload(screen.getByTestId('kyc_front-input'), file);

const png = (bytes: number, name = 'front.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

let xhr: ReturnType<typeof stubXhr>;
beforeEach(() => {
  xhr = stubXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('spec §4 upload widget in a form (ui:widget "upload")', () => {
  it('is labelled, required, and keeps the stored path once uploaded', async () => {
    const { user, submit, onSubmit } = renderSchemaForm(uploadForm(), PICK_ANY);
    expect(screen.getByText('Image')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await pick(user, png(1000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    expect(await screen.findByRole('img', { name: 'front.png' })).toHaveAttribute('src', STORED.url);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ front: 'kyc/front.png' }));
  });

  it('a required photo refused on submit stops saying so once uploaded, before any other submit', async () => {
    const { user, submit } = renderSchemaForm(uploadForm(), PICK_ANY);
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await pick(user, png(1000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    await screen.findByRole('img', { name: 'front.png' });
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
  });

  it('reads ui:options maxSizeMb', async () => {
    const { user } = renderSchemaForm(uploadForm({ maxSizeMb: 5 }), PICK_ANY);
    await pick(user, png(6 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be smaller than 5 MB');
    expect(xhr.all()).toHaveLength(0);
  });

  it('reads ui:options allowPdf', async () => {
    const { user } = renderSchemaForm(uploadForm({ allowPdf: true }), PICK_ANY);
    await pick(user, new File(['%PDF'], 'deed.pdf', { type: 'application/pdf' }));
    expect(xhr.all()).toHaveLength(1);
  });

  it('keeps the url instead with ui:options valueKey "url"', async () => {
    const { user, submit, onSubmit } = renderSchemaForm(uploadForm({ valueKey: 'url' }), PICK_ANY);
    await pick(user, png(1000));
    act(() => xhr.last().respond(200, { code: 'SUCCESS', message: '', data: STORED }));
    await screen.findByRole('img', { name: 'front.png' });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ front: STORED.url }));
  });

  it('shows the file name of a value known only by its path, and Remove empties the field', async () => {
    const { user, submit, onSubmit } = renderSchemaForm(uploadForm(), {
      ...PICK_ANY,
      formData: { front: 'kyc/old-front.png' },
    });
    expect(screen.getByText('old-front.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
