import type { RJSFSchema } from '@rjsf/utils';
import { requestBodies } from '@generated/request-bodies';

type Bodies = typeof requestBodies;

/**
 * A form's data schema from the contract's request body (issue 4 §1): the fields the user types, with
 * their contract rules, plus form-only refinements (a named format of spec §5, say) layered on top.
 */
export function pickRequestBody<Op extends keyof Bodies>(
  operationId: Op,
  fields: readonly string[],
  refine: Record<string, RJSFSchema> = {},
): RJSFSchema {
  const body = requestBodies[operationId] as unknown as {
    properties: Record<string, RJSFSchema>;
    required?: readonly string[];
  };
  const properties = Object.fromEntries(
    fields.map((field) => {
      const contractField = body.properties[field];
      if (!contractField) throw new Error(`${String(operationId)} has no body field ${field}`);
      // The contract's descriptions are for backend teams; labels and help come from the ui schema.
      const { description: _description, title: _title, ...rules } = contractField;
      return [field, { ...rules, ...refine[field] }];
    }),
  );
  return {
    type: 'object',
    properties,
    required: (body.required ?? []).filter((field) => fields.includes(field)),
  };
}
