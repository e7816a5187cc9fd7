/**
 * The rows of a products CSV checked one by one against the catalogue: each becomes an insert
 * (no id), an update (an existing id) or a rejection with its Spanish reasons. The IVA class and
 * the stock are read by the product form's own rules (common/cuerpos/productos.ts): `iva` 19, 5, 0
 * or 'excluido' ('' leaves it as it is, 19 for a new one), `stock` whole units ('' is sin control).
 */
import { actualizarProducto } from '../../common/cuerpos/productos';
import { normalizar } from '../../common/texto';
import { msg } from '../textos';

const m = msg.productosCsv;
const PRECIO_MAXIMO = 1_000_000_000;
const TEXTOS = ['ficha_tecnica', 'uso_adecuado', 'aviso_legal'] as const;

/** Name → id of the brands, characteristics and promotions (normalised names). */
export type Referencias = {
  marcas: Map<string, number>;
  caracteristicas: Map<string, number>;
  promociones: Map<string, number>;
};

export type Cambios = {
  nombre?: string;
  busqueda?: string;
  id_marca?: number;
  id_caract?: number | null;
  id_promocion?: number | null;
  precio?: number;
  estado?: string;
  ficha_tecnica?: string;
  uso_adecuado?: string;
  aviso_legal?: string;
  iva?: number;
  stock?: number | null;
};
export type Plan =
  | { tipo: 'crear'; valores: Cambios & { nombre: string; id_marca: number; precio: number } }
  | { tipo: 'actualizar'; id: number; valores: Cambios }
  | { tipo: 'rechazar'; errores: string[] };

/** Integer pesos as the admin form reads them ('25000', '25000,00'); null with its reason. */
function leerPrecio(valor: string): number | string {
  const s = valor.trim();
  if (!s) return msg.tienda.precioObligatorio;
  if (/^-\d/.test(s)) return msg.tienda.precioPositivo;
  const p = /^(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(s);
  if (!p || /[1-9]/.test(p[2] ?? '')) return msg.tienda.precioEntero;
  const n = Number(p[1]);
  if (n <= 0) return msg.tienda.precioPositivo;
  return n > PRECIO_MAXIMO ? msg.tienda.precioMaximo : n;
}

/** A reference by name ('' = none): its id, null, or the reason it is refused. */
function referencia(mapa: Map<string, number>, valor: string | undefined, noExiste: (n: string) => string) {
  if (valor === undefined) return undefined;
  if (!valor.trim()) return null;
  return mapa.get(normalizar(valor)) ?? { error: noExiste(valor.trim()) };
}

/**
 * One row (cells by column name; a column the file lacks is undefined and left as it is).
 * `existentes` holds the ids of the catalogue among the file's; `vistos` the ids already planned.
 */
export function planear(
  fila: Record<string, string | undefined>,
  refs: Referencias,
  existentes: Set<number>,
  vistos: Set<number>,
): Plan {
  const errores: string[] = [];
  const valores: Cambios = {};
  const idTexto = fila.id?.trim() ?? '';
  const id = idTexto === '' ? null : /^\d{1,15}$/.test(idTexto) ? Number(idTexto) : Number.NaN;
  if (Number.isNaN(id)) errores.push(m.idInvalido);
  else if (id !== null && !existentes.has(id)) errores.push(m.productoNoExiste(id));
  else if (id !== null && vistos.has(id)) errores.push(m.idRepetido(id));

  const nombre = fila.nombre?.trim() ?? '';
  if (!nombre) errores.push(m.nombreObligatorio);
  else if (nombre.length > 150) errores.push(m.nombreLargo);
  else Object.assign(valores, { nombre, busqueda: normalizar(nombre) });

  if (!fila.marca?.trim()) errores.push(m.marcaObligatoria);
  for (const [campo, mapa, noExiste, columna] of [
    ['marca', refs.marcas, m.marcaNoExiste, 'id_marca'],
    ['caracteristica', refs.caracteristicas, m.caracteristicaNoExiste, 'id_caract'],
    ['promocion', refs.promociones, m.promocionNoExiste, 'id_promocion'],
  ] as const) {
    const r = referencia(mapa, fila[campo], noExiste);
    if (r !== null && typeof r === 'object') errores.push(r.error);
    else if (r !== undefined) Object.assign(valores, { [columna]: r });
  }

  const precio = leerPrecio(fila.precio ?? '');
  if (typeof precio === 'string') errores.push(precio);
  else valores.precio = precio;

  for (const campo of ['iva', 'stock'] as const) {
    const celda = fila[campo];
    if (celda === undefined) continue;
    const leido = actualizarProducto.shape[campo].safeParse(celda);
    if (!leido.success) errores.push(leido.error.issues[0]?.message ?? m.valorInvalido(campo));
    else if (leido.data !== undefined) Object.assign(valores, { [campo]: leido.data });
  }

  const estado = fila.estado?.trim().toLowerCase();
  if (estado !== undefined && estado !== '') {
    if (['1', 'activo'].includes(estado)) valores.estado = '1';
    else if (['0', 'inactivo'].includes(estado)) valores.estado = '0';
    else errores.push(m.estadoInvalido);
  }
  for (const campo of TEXTOS) {
    const texto = fila[campo];
    if (texto === undefined) continue;
    if (texto.length > 5000) errores.push(m.textoLargo(campo));
    else valores[campo] = texto.trim();
  }

  if (errores.length) return { tipo: 'rechazar', errores };
  if (id !== null) {
    vistos.add(id);
    return { tipo: 'actualizar', id, valores };
  }
  // a new product has no images yet: it stays out of the store until staff add them and activate it
  // with no errors, nombre, id_marca and precio are set
  const nuevo = { ...valores, estado: '0' } as Extract<Plan, { tipo: 'crear' }>['valores'];
  return { tipo: 'crear', valores: nuevo };
}
