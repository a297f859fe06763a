import type { CustomValidator, RJSFSchema } from '@rjsf/utils';

/** The schema with `fields` required as well: the form asks for what the call leaves optional. */
export const withRequired = (schema: RJSFSchema, fields: readonly string[]): RJSFSchema => ({
  ...schema,
  required: [...new Set([...(schema.required ?? []), ...fields])],
});

export interface Branch {
  /** Values of the switch field that show this branch. */
  values: readonly string[];
  /** Fields of the schema shown only in this branch. */
  fields?: readonly string[];
  /** Which of them the branch requires. */
  required?: readonly string[];
}

/**
 * Moves fields of a picked schema into rjsf `dependencies` branches on `switchField`, so they show (and
 * validate) only while the switch has one of the branch's values. The branches must cover every value.
 */
export function withBranches(
  schema: RJSFSchema,
  switchField: string,
  branches: readonly Branch[],
): RJSFSchema {
  const properties = { ...(schema.properties ?? {}) };
  const moved = new Set(branches.flatMap((branch) => branch.fields ?? []));
  const branchProperties = (fields: readonly string[]) =>
    Object.fromEntries(
      fields.map((field) => {
        const property = properties[field];
        if (!property) throw new Error(`The schema has no field ${field}`);
        return [field, property];
      }),
    );
  const oneOf = branches.map((branch) => ({
    properties: { [switchField]: { enum: [...branch.values] }, ...branchProperties(branch.fields ?? []) },
    required: [...(branch.required ?? [])],
  }));
  for (const field of moved) delete properties[field];
  return {
    ...schema,
    properties,
    required: (schema.required ?? []).filter((field) => !moved.has(field)),
    dependencies: { [switchField]: { oneOf } },
  };
}

/**
 * A rule over some of a form's fields as the form's customValidate. It only reads its own fields, but rjsf
 * types the ui schema argument by the whole data, which makes the narrower function not assignable.
 */
export const asFormValidator = <T>(validator: (...args: never[]) => unknown) =>
  validator as unknown as CustomValidator<T>;
