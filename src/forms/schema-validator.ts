// The validator SchemaForm uses for a schema (issue 9): the one precompiled at build time for every form of
// schemas/index.ts (generated/form-validators.ts, `npm run codegen`), so ajv's schema compiler never ships.
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { fullFormats } from 'ajv-formats/dist/formats';
import { precompiledForms } from '@generated/form-validators';
import { customFormats, formValidator } from './formats';

// ajv-formats' standard formats (date, uri, ...) with ours on top, as the runtime validator has them.
const FORMS = precompiledForms({ ...fullFormats, ...customFormats });

const validators = new WeakMap<RJSFSchema, ValidatorType>();

/** The precompiled validator of a form's data schema, or undefined when none matches it (not generated, or stale). */
export function precompiledValidatorFor(schema: RJSFSchema): ValidatorType | undefined {
  const cached = validators.get(schema);
  if (cached) return cached;
  const form = FORMS[hashForSchema(schema)];
  if (!form) return undefined;
  const validator = createPrecompiledValidator(form.functions(), schema) as ValidatorType;
  validators.set(schema, validator);
  return validator;
}

/**
 * A schema with no precompiled validator: the production build has no compiler, so it fails loudly; dev
 * and tests (ad hoc schemas of widget tests) compile it at run time. `import.meta.env.PROD` is a build-time
 * constant, so the compiler is left out of the production bundle.
 */
export function validatorFor(schema: RJSFSchema, formId: string): ValidatorType {
  const precompiled = precompiledValidatorFor(schema);
  if (precompiled) return precompiled;
  if (import.meta.env.PROD)
    throw new Error(`Form "${formId}" has no precompiled validator for its schema: run \`npm run codegen\`.`);
  return formValidator;
}
