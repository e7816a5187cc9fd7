/**
 * What the profesional sees of her line (`GET /api/lista-espera/resumen`): how many places wait
 * on each day of a span of her agenda. One query over her waiting places (the line's index), the
 * count per day by common/lista-espera.ts.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { esperandoPorDia } from '../../common/lista-espera';
import type { EsperaPorDia } from '../../common/wire/lista-espera';
import type { Db } from '../db/conexion';
import { listaEspera } from '../db/schema/lista-espera';

export async function esperandoDe(db: Db, profesionalId: number, desde: string, hasta: string): Promise<EsperaPorDia> {
  const ventanas = await db
    .select({ desde: listaEspera.desde, hasta: listaEspera.hasta })
    .from(listaEspera)
    .where(
      and(
        eq(listaEspera.user_id, profesionalId),
        eq(listaEspera.estado, 'esperando'),
        lte(listaEspera.desde, hasta),
        gte(listaEspera.hasta, desde),
      ),
    );
  return esperandoPorDia(ventanas, desde, hasta);
}
