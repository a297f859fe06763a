// The validator SchemaForm uses for a schema: the one precompiled at build time for every form of
// schemas/index.ts (generated/form-validators/, `npm run codegen`), so ajv's schema compiler never ships.
// Each form's validator is its own small chunk, loaded when a form with that schema first renders.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { fullFormats } from 'ajv-formats/dist/formats';
import { precompiledForms } from '@generated/form-validators';
import { customFormats } from './formats';

// ajv-formats' standard formats (date, uri, ...) with ours on top, as the runtime validator has them.
const FORMATS = { ...fullFormats, ...customFormats };

const loading = new Map<string, Promise<ValidatorType>>();
const loaded = new Map<string, ValidatorType>();

/** Whether a validator was precompiled for this exact schema (not generated, or stale, when false). */
export const hasPrecompiledValidator = (schema: RJSFSchema) => hashForSchema(schema) in precompiledForms;

/** The precompiled validator of a schema once it has loaded, else undefined. */
export const loadedValidatorFor = (schema: RJSFSchema) => loaded.get(hashForSchema(schema));

/**
 * Loads the precompiled validator of a form's data schema. Rejects when there is none (the production
 * build has no compiler: run `npm run codegen`) or its chunk failed to load (a later call tries again).
 */
export function loadValidatorFor(schema: RJSFSchema, formId: string): Promise<ValidatorType> {
  const hash = hashForSchema(schema);
  const form = precompiledForms[hash];
  if (!form)
    return Promise.reject(
      new Error(`Form "${formId}" has no precompiled validator for its schema: run \`npm run codegen\`.`),
    );
  let promise = loading.get(hash);
  if (!promise) {
    promise = form.load().then(({ validateFunctions }) => {
      const validator = createPrecompiledValidator(validateFunctions(FORMATS), schema) as ValidatorType;
      loaded.set(hash, validator);
      return validator;
    });
    promise.catch(() => loading.delete(hash));
    loading.set(hash, promise);
  }
  return promise;
}
