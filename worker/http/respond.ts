import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Succes } from '../../common/wire/sobre';

/**
 * The original API wraps every answer in a key spelled `succes` (sic): the contract keeps it.
 * Give `T` the answer's wire type (common/wire/): `succes<Marca[]>(c, rows, 200)`, so a change
 * of the wire type fails the type check where the answer is built.
 */
export const succes = <T>(c: Context, data: T, status: ContentfulStatusCode = 200) =>
  c.json({ succes: data } satisfies Succes<T>, status);
