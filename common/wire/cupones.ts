/**
 * Discount codes: the admins' list and form (`/api/cupones...`) and the compra's check of a code
 * before paying (`POST /api/cupones/revisar`). `compras/new` takes the code as `cupon`.
 */

import type { TipoCupon } from '../cupones';

export type { TipoCupon };

/** A cupon as the admins list and edit it. */
export type Cupon = {
  id: number;
  /** upper-case; the buyer may type it in any case */
  codigo: string;
  tipo: TipoCupon;
  /** 1..100 for a porcentaje; integer pesos for a valor */
  valor: number;
  /** the products' total (IVA included) a compra must reach; 0: none */
  minimo: number;
  /** Bogotá dates (YYYY-MM-DD), inclusive; '' when open */
  desde: string;
  hasta: string;
  /** null: no limit */
  usos_total: number | null;
  usos_por_email: number | null;
  activo: 0 | 1;
  /** uses that count now: paid, plus pending ones still held (30 minutes) */
  usos: number;
  /** uses of paid ventas */
  usos_pagados: number;
  created_at: string;
};

// The bodies of `POST /api/cupones/create`, `/update` and `/revisar` (common/cuerpos/cupones.ts).
export type { CambioDeCupon, FormularioCupon, NuevoCupon, RevisionCupon } from '../cuerpos/cupones';

/** What the code takes off this cart (refusals answer 422 with `errors.cupon`). */
export type CuponAplicado = {
  codigo: string;
  tipo: TipoCupon;
  valor: number;
  /** the cart's products, IVA included, priced by the server */
  productos: number;
  /** integer pesos off the products (IVA included) */
  descuento: number;
};
