// Precompiled form validators: every form of schemas/index.ts (FORMS) compiled at build time into
// ajv standalone code with rjsf's compileSchemaValidatorsCode, so the browser never ships ajv's compiler.
// One entry per form, keyed by rjsf's hash of its data schema (what SchemaForm looks up); a form whose
// schema changed without `npm run codegen` no longer matches, and `codegen:check` and
// tests/unit/forms/precompiled-validators.test.ts fail.
import path from 'node:path';
import { getFirstMatchingOption, hashForSchema, ID_KEY, schemaParser } from '@rjsf/utils';
import ParserValidator from '@rjsf/utils/lib/parser/ParserValidator.js';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { runnerImport } from 'vite';

// ajv's runtime helpers the standalone code requires, as ES imports (their CommonJS default export).
const RUNTIME_REQUIRE = /require\("(ajv\/dist\/runtime\/[a-z0-9]+)"\)\.default/g;

/** The schemas and our formats, loaded through Vite with @generated pointing at `generatedDir`. */
async function loadForms(root, generatedDir) {
  const config = {
    root,
    configFile: false,
    logLevel: 'error',
    resolve: {
      alias: {
        '@/': `${path.join(root, 'src')}/`,
        '@generated/': `${generatedDir}/`,
        '@schemas/': `${path.join(root, 'schemas')}/`,
      },
    },
  };
  const { module: schemas } = await runnerImport(path.join(root, 'schemas/index.ts'), config);
  const { module: formats } = await runnerImport(path.join(root, 'src/forms/formats.ts'), config);
  return { forms: schemas.FORMS, customFormats: formats.customFormats };
}

const optionLists = (node) => {
  if (!node || typeof node !== 'object') return [];
  const own = [node.oneOf, node.anyOf].filter(Array.isArray);
  return [...own, ...Object.values(node).flatMap(optionLists)];
};

/**
 * The schemas rjsf validates alone for a form: those of its schema parser (rjsf's compileSchemaValidators),
 * plus the matching-option variants rjsf builds at run time for options nested in `dependencies` (each
 * option with "any of its properties required", strict and with additionalProperties relaxed), which
 * the parser does not visit there. rjsf's own getFirstMatchingOption builds them, recorded here.
 */
function schemasToCompile(rootSchema) {
  const parsed = Object.values(schemaParser(rootSchema));
  const recorder = new ParserValidator(rootSchema);
  for (const options of parsed.flatMap(optionLists)) {
    const relaxed = options.map((o) =>
      o.additionalProperties === false ? { ...o, additionalProperties: true } : o,
    );
    getFirstMatchingOption(recorder, {}, options, rootSchema);
    getFirstMatchingOption(recorder, {}, relaxed, rootSchema);
  }
  const byId = new Map(parsed.map((schema) => [schema[ID_KEY], schema]));
  for (const schema of Object.values(recorder.getSchemaMap())) byId.set(schema[ID_KEY], schema);
  return [...byId.values()];
}

/** One form's standalone code as the body of a function returning its validate functions by schema hash. */
function formFunctionsBody(schema, customFormats, runtimeImports) {
  // What rjsf's compileSchemaValidatorsCode does, with the schemas above; formats are read from the
  // `formats` argument of the generated factory (src/forms/schema-validator.ts).
  const options = {
    code: { lines: true, formats: _`formats`, source: true },
    schemas: schemasToCompile(schema),
  };
  const code = standaloneCode(createAjvInstance(undefined, customFormats, options));
  const body = code
    .replace(/^"use strict";\n/, '')
    .replace(/\/\*# sourceURL=[^*]*\*\/;?/g, '')
    .replace(RUNTIME_REQUIRE, (_match, specifier) => {
      if (!runtimeImports.has(specifier)) runtimeImports.set(specifier, `runtime${runtimeImports.size}`);
      return runtimeImports.get(specifier);
    });
  if (body.includes('require(')) throw new Error(`unexpected require in a standalone validator:\n${body}`);
  return `const exports = {};\n${body}\nreturn exports;`;
}

/** The CommonJS runtime helpers a module's standalone code requires, as ES imports. */
function runtimeImportLines(runtimeImports) {
  // CommonJS modules: whether a default import gives module.exports or its `default` depends on the
  // bundler's interop (Vite's dev and test runs differ from the production build), so unwrap either.
  return [...runtimeImports].flatMap(([specifier, name]) => [
    `import * as ${name}Module from '${specifier}';`,
    `const ${name} = ${name}Module.default?.default ?? ${name}Module.default;`,
  ]);
}

/**
 * The files of generated/form-validators/: one module per form data schema (two forms with the same
 * schema share one), loaded only when a form with that schema renders, and an index of loaders by rjsf's
 * hash of the schema (what SchemaForm looks up; src/forms/schema-validator.ts). Path → source.
 */
export async function formValidatorModules(root, generatedDir, banner) {
  const { forms, customFormats } = await loadForms(root, generatedDir);
  const files = new Map();
  const entries = [];
  for (const form of forms) {
    const hash = hashForSchema(form.schema);
    const file = `${form.id}-${hash}`;
    if (entries.some((entry) => entry.hash === hash)) continue;
    const runtimeImports = new Map();
    const body = formFunctionsBody(form.schema, customFormats, runtimeImports);
    files.set(
      `${file}.ts`,
      `${banner}// @ts-nocheck -- ajv standalone code (scripts/lib/form-validators.mjs)
${runtimeImportLines(runtimeImports).join('\n')}

/** ajv validate functions of form ${form.id}'s data schema and of each part rjsf validates alone, by schema hash. */
export const validateFunctions = (formats: Record<string, unknown>) => {
${body}
};
`,
    );
    entries.push({ hash, formId: form.id, file });
  }
  const index = entries.map(
    ({ hash, formId, file }) =>
      `  ${JSON.stringify(hash)}: { formId: ${JSON.stringify(formId)}, load: () => import('./${file}') },`,
  );
  files.set(
    'index.ts',
    `${banner}
export type ValidateFunctions = (formats: Record<string, unknown>) => Record<string, (data: unknown) => boolean>;

export interface PrecompiledForm {
  formId: string;
  /** The form's module: its validate functions, given the ajv formats map. */
  load: () => Promise<{ validateFunctions: ValidateFunctions }>;
}

/** Every form of schemas/index.ts by rjsf's hash of its data schema. */
export const precompiledForms: Record<string, PrecompiledForm> = {
${index.join('\n')}
};
`,
  );
  return files;
}
