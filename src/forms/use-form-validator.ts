import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { useCallback, useEffect, useState } from 'react';
import { formValidator } from './formats';
import { loadedValidatorFor, loadValidatorFor } from './schema-validator';

export type FormValidatorState =
  | { status: 'ready'; validator: ValidatorType }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void };

/**
 * The validator of a form's data schema. The production build loads the form's precompiled validator
 * (src/forms/schema-validator.ts); dev and tests compile schemas at run time (widget tests render ad hoc
 * schemas), and tests/unit/forms/precompiled-validators.test.ts holds the two to the same verdicts.
 */
export function useFormValidator(schema: RJSFSchema, formId: string): FormValidatorState {
  const precompile = import.meta.env.PROD;
  const [result, setResult] = useState<{ schema: RJSFSchema; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!precompile || loadedValidatorFor(schema)) return;
    let live = true;
    loadValidatorFor(schema, formId).then(
      () => live && setResult({ schema, failed: false }),
      (error: unknown) => {
        console.error(error);
        if (live) setResult({ schema, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [precompile, schema, formId, attempt]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);

  if (!precompile) return { status: 'ready', validator: formValidator };
  const validator = loadedValidatorFor(schema);
  if (validator) return { status: 'ready', validator };
  if (result?.schema === schema && result.failed) return { status: 'failed', retry };
  return { status: 'loading' };
}

/**
 * Starts loading a form's precompiled validator ahead of its first render (a prerendered page's screen
 * awaits it, so the form hydrates as it was prerendered). Never rejects: the form shows its own retry.
 */
export function preloadFormValidator(schema: RJSFSchema, formId: string): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve();
  return loadValidatorFor(schema, formId).then(
    () => undefined,
    () => undefined,
  );
}
