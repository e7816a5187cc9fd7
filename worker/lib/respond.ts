import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The original API wraps every answer in a key spelled `succes` (sic): the contract keeps it. */
export const succes = <T>(c: Context, data: T, status: ContentfulStatusCode = 200) => c.json({ succes: data }, status);
