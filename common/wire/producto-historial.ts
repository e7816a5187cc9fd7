/**
 * `GET /api/producto/historial?id=`: the historial of a producto (docs/glosario.md), the newest
 * change first, paged as every staff list (`Pagina<CambioProducto>`).
 */

/** The fields whose changes the historial keeps; `imagen1`…`imagen4` are the four image slots. */
export type CampoHistorial =
  | 'nombre'
  | 'marca'
  | 'promocion'
  | 'caracteristica'
  | 'precio'
  | 'estado'
  | 'stock'
  | 'stock_minimo'
  | 'iva'
  | 'ficha_tecnica'
  | 'uso_adecuado'
  | 'aviso_legal'
  | 'imagen1'
  | 'imagen2'
  | 'imagen3'
  | 'imagen4';

/** One change an admin made to a producto. */
export type CambioProducto = {
  id: number;
  producto_id: number;
  /** the admin's account (null once deleted) and name when the change was made */
  cuenta_id: number | null;
  cuenta_nombre: string;
  /** 'crear': the producto was created (`despues` is its name); 'cambiar': `campo` changed */
  accion: 'crear' | 'cambiar';
  /** 'panel': the back office's forms; 'csv': an import */
  origen: 'panel' | 'csv';
  campo: CampoHistorial | null;
  /**
   * The value before and after as text: `precio` in integer pesos, `estado` '1'/'0', `iva` '19',
   * '5' or '0', `stock` '' when sin control de inventario, `marca`/`promocion`/`caracteristica` by
   * name ('' for none). Both null for a long text or an image: only that it changed is kept.
   */
  antes: string | null;
  despues: string | null;
  /** ISO 8601 instant (UTC) */
  created_at: string;
};
