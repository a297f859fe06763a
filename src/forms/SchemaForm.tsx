import type { IChangeEvent } from '@rjsf/core';
import { withTheme } from '@rjsf/core';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { Alert, Button, Group, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '@schemas/form-definition';
import { describeApiError } from '@/api/describe-error';
import { useSingleFlight } from '@/ui/use-single-flight';
import { transformErrors } from './error-messages';
import { clearDraft, loadDraft, saveDraft } from './form-draft';
import type { FieldFlags, SubmitState } from './form-state';
import { FieldFlagsContext, SubmitStateContext } from './form-state';
import { mantineTheme } from './theme';
import { createTranslateString } from './translate-string';
import { useFormValidator } from './use-form-validator';
import { useHydrated } from './use-hydrated';

const ThemedForm = withTheme(mantineTheme);

export interface SchemaFormProps<T> {
  /** The form's definition from `schemas/`, as is or with a part replaced (`{ ...form, id: perOrderId }`).
   * `id`: the <form> id, the prefix of field ids (`<id>_<field>`) and of test ids (`<id>-submit`), and the
   * default `draftKey`. `customValidate`: cross-field rules (e.g. passwords match); messages are i18n keys,
   * translated when shown. */
  form: Pick<FormDefinition<T>, 'id' | 'schema' | 'uiSchema' | 'customValidate'>;
  /** Initial values; after that the form keeps its own data (a failed submit loses nothing). */
  formData?: T;
  /** Called with valid data, once per submit (spec §4: a money action is sent once). Until its promise
   * settles every further submit (a double click, Enter twice, a click while pending) is ignored and the
   * button is busy, so return the request's promise (`mutateAsync`, awaited), never fire `mutate` and
   * return. A rejection shows as an alert above the button (ApiError message, or translated transport
   * errors); after it settles, either way, the next submit goes through. */
  onSubmit: (data: T) => Promise<unknown>;
  /** Already translated. */
  submitLabel: string;
  onChange?: (data: T) => void;
  /** Keep what was typed (never secrets) in sessionStorage until a successful submit. Default true. */
  keepDraft?: boolean;
  /** Where the draft is kept when one form id serves several things (a coin, a record): default `form.id`. */
  draftKey?: string;
  /** Values the screen has just been told (an address picked from the address book): they win over a
   * draft, which fills the rest. */
  given?: Partial<T>;
  /** Passed to widgets (e.g. the senders of `sendCode` fields). */
  formContext?: Record<string, unknown>;
  /** Errors a screen learnt from the server (say an address it refused), shown beside their fields like
   * the form's own; messages are i18n keys. The screen clears them when the field changes. */
  extraErrors?: ErrorSchema<T>;
}

const NO_FLAGS: FieldFlags = { submitted: false, touched: new Set(), focusedId: null };

export function SchemaForm<T = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const {
    form: { id, schema, uiSchema, customValidate },
    onSubmit,
    submitLabel,
    onChange,
    keepDraft = true,
    draftKey = id,
    formContext,
    extraErrors,
  } = props;
  const { t } = useTranslation('forms');
  // A prerendered form (the login page) is hydrated as it was rendered at build time: empty and
  // disabled, so nothing can be typed into it before its script runs. Its draft comes in right after.
  const hydrated = useHydrated();
  // Read before the form's first change event can save over it.
  const [draft] = useState(() => (keepDraft ? loadDraft(draftKey) : undefined));
  const withDraft = () => ({ ...props.formData, ...draft, ...props.given }) as T;
  const [formData, setFormData] = useState<T | undefined>(() =>
    hydrated && (draft || props.given) ? withDraft() : props.formData,
  );
  const [draftRead, setDraftRead] = useState(hydrated);
  if (hydrated && !draftRead) {
    setDraftRead(true);
    if (draft) setFormData(withDraft());
  }
  const [flags, setFlags] = useState<FieldFlags>(NO_FLAGS);
  const submitting = useSingleFlight();
  const pending = submitting.pending;
  const [serverError, setServerError] = useState<string | null>(null);

  const fullUiSchema = useMemo<UiSchema<T>>(
    () => ({
      ...uiSchema,
      'ui:submitButtonOptions': { ...uiSchema?.['ui:submitButtonOptions'], submitText: submitLabel },
    }),
    [uiSchema, submitLabel],
  );
  const validation = useFormValidator(schema, id);
  const translateString = useMemo(() => createTranslateString((key, options) => t(key, options ?? {})), [t]);
  const submitState = useMemo<SubmitState>(
    () => ({ formId: id, pending, serverError }),
    [id, pending, serverError],
  );

  const flagAll = () => setFlags((f) => (f.submitted ? f : { ...f, submitted: true }));

  const handleChange = (event: IChangeEvent<T>) => {
    // While hydrating, rjsf reports only its own defaults; the draft is applied right after.
    if (!hydrated) return;
    setFormData(event.formData);
    if (event.formData === undefined) return;
    if (keepDraft)
      saveDraft(draftKey, event.formData as Record<string, unknown>, schema, uiSchema as UiSchema);
    onChange?.(event.formData);
  };

  const handleFocus = (fieldId: string) => setFlags((f) => ({ ...f, focusedId: fieldId }));

  const handleBlur = (fieldId: string) =>
    setFlags((f) => ({
      ...f,
      focusedId: f.focusedId === fieldId ? null : f.focusedId,
      touched: f.touched.has(fieldId) ? f.touched : new Set(f.touched).add(fieldId),
    }));

  const handleSubmit = (event: IChangeEvent<T>) => {
    flagAll();
    void submitting.run(async () => {
      setServerError(null);
      try {
        await onSubmit(event.formData as T);
        clearDraft(draftKey);
      } catch (error) {
        setServerError(describeApiError(error, (key) => t(key)));
      }
    });
  };

  if (validation.status === 'loading')
    return (
      <Group justify="center" py="md" data-testid={`${id}-loading`}>
        <Loader size="sm" aria-label={t('loading')} />
      </Group>
    );
  if (validation.status === 'failed')
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        <Button mt="sm" size="xs" variant="light" onClick={validation.retry}>
          {t('common:retry')}
        </Button>
      </Alert>
    );

  return (
    <FieldFlagsContext value={flags}>
      <SubmitStateContext value={submitState}>
        <ThemedForm
          id={id}
          idPrefix={id}
          schema={schema}
          uiSchema={fullUiSchema}
          formData={formData}
          disabled={!hydrated}
          validator={validation.validator}
          customValidate={customValidate}
          extraErrors={extraErrors}
          formContext={formContext}
          // A `const: true` agreement must start unticked, not pre-filled with its only allowed value.
          experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
          transformErrors={transformErrors}
          translateString={translateString}
          // Validate on blur (never per keystroke); errors only show for flagged, unfocused fields.
          liveValidate="onBlur"
          showErrorList={false}
          // A field of a branch the user left (say a calling code typed before switching mode) is not sent.
          omitExtraData
          noHtml5Validate
          onChange={handleChange}
          onFocus={handleFocus}
          onBlur={handleBlur}
          onError={flagAll}
          onSubmit={handleSubmit}
        />
      </SubmitStateContext>
    </FieldFlagsContext>
  );
}
