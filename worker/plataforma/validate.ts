import { z } from 'zod';
import { type FieldErrors, invalid } from './errors';

// Whatever no schema of ours words itself, zod says in Spanish (its own es locale), never in English.
// Set here, where every parse of a request goes through (the schemas live in common/cuerpos/).
z.config(z.locales.es());

/** Parses input with a schema; field failures become one 422 `{message, errors: {field: [..]}}`. */
export function check<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= [];
    if (!errors[field].includes(issue.message)) errors[field].push(issue.message);
  }
  throw invalid(errors);
}
