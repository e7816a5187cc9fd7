/**
 * A typed cupon against the row `cuponDelCodigo` read (cupones.ts): the refusal the buyer sees or
 * the pesos it takes off (common/cupones.ts's rules), the admin's view of a cupon, and which limit
 * the database's trigger refused. No database: plain values in, plain values or an ApiError out.
 */
import { descuentoDe, normalizarCupon, type RechazoCupon, rechazoCupon } from '../../common/cupones';
import { cop } from '../../common/dinero';
import { fechaCorta } from '../../common/fechas';
import type { Cupon } from '../../common/wire/cupones';
import type { cupones } from '../db/schema/cupones';
import { ApiError, causaDice, invalid } from '../plataforma/errors';
import { msg } from '../textos';

type FilaCupon = typeof cupones.$inferSelect;
const m = msg.cupones;

type ConUsos = FilaCupon & { usos: number; usos_pagados: number; usos_email: number };

/** A cupon as the admins see it. */
export const cuponAdmin = (f: ConUsos): Cupon => ({
  id: f.id,
  codigo: f.codigo,
  tipo: f.tipo,
  valor: f.valor,
  minimo: f.minimo,
  desde: f.desde ?? '',
  hasta: f.hasta ?? '',
  usos_total: f.usos_total,
  usos_por_email: f.usos_por_email,
  activo: f.activo === 1 ? 1 : 0,
  usos: Number(f.usos),
  usos_pagados: Number(f.usos_pagados),
  created_at: f.created_at,
});

/** The refusal the buyer sees: 409 when the uses ran out (state, not input), 422 otherwise; both under `cupon`. */
export function errorCupon(motivo: RechazoCupon | 'desconocido', codigo: string, cupon?: FilaCupon): ApiError {
  const texto = {
    desconocido: () => m.desconocido(codigo),
    inactivo: () => m.inactivo(codigo),
    antes: () => m.antes(codigo, fechaCorta(cupon?.desde ?? '')),
    vencido: () => m.vencido(codigo, fechaCorta(cupon?.hasta ?? '')),
    minimo: () => m.compraMinima(codigo, cop(cupon?.minimo ?? 0)),
    agotado: () => m.agotado(codigo),
    usado: () => m.usado(codigo),
  }[motivo]();
  if (motivo === 'agotado' || motivo === 'usado')
    return new ApiError(409, `cupon_${motivo}`, texto, { cupon: [texto] });
  return invalid({ cupon: [texto] });
}

/**
 * What the typed code takes off `productos` (pesos, IVA included) on Bogotá date `hoy`, read from
 * the row `cuponDelCodigo` gave; throws the buyer's refusal.
 */
export function aplicarCupon(codigo: string, fila: ConUsos | undefined, hoy: string, productos: number) {
  const limpio = normalizarCupon(codigo);
  if (!fila) throw errorCupon('desconocido', limpio);
  const motivo = rechazoCupon(fila, {
    hoy,
    productos,
    usos: Number(fila.usos),
    usosEmail: Number(fila.usos_email),
  });
  if (motivo) throw errorCupon(motivo, fila.codigo, fila);
  return { cupon: fila, descuento: descuentoDe(fila, productos) };
}

/** Trigger `cupon_usos_sin_exceso` refused the use: which limit. */
export function rechazoDelTrigger(err: unknown): 'agotado' | 'usado' | null {
  if (causaDice(err, 'cupon_agotado')) return 'agotado';
  return causaDice(err, 'cupon_usado') ? 'usado' : null;
}
