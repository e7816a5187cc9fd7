/** The world as the API shows it: professionals with horarios and motivos, products, a few dates. */
import { pedirCarga } from './pedirCarga';

/** One of `xs`, at random. */
export const azar = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

export type Profesional = { id: number; motivos: { id: number }[] };
type Producto = { id: number };
export type Mundo = { profesionales: Profesional[]; productos: Producto[]; fechas: string[] };

const bogotaHoy = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const sumarDias = (fecha: string, d: number) =>
  new Date(Date.parse(`${fecha}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);

export async function descubrir(): Promise<Mundo> {
  const lista = await pedirCarga('GET /api/medic/all', '/api/medic/all', '127.0.0.2');
  const ids: number[] = (lista.json?.succes ?? []).map((m: { id: number }) => m.id);
  const profesionales: Profesional[] = [];
  for (const id of ids) {
    const f = await pedirCarga('POST /api/medic/find', '/api/medic/find', '127.0.0.2', { json: { id } });
    const motivos = f.json?.motivos ?? [];
    if (motivos.length && (f.json?.horarios ?? []).length) profesionales.push({ id, motivos });
  }
  const productos = await pedirCarga('GET /api/producto/index', '/api/producto/index', '127.0.0.2');
  const hoy = bogotaHoy();
  return {
    profesionales,
    productos: (productos.json?.succes ?? []).map((p: { id: number }) => ({ id: p.id })),
    // a handful of dates only, so patients meet on the same days
    fechas: [1, 2, 3, 4, 5, 6, 7].map((d) => sumarDias(hoy, d)),
  };
}
