/**
 * The web's Spanish (es-CO) message catalogue: every user-visible string comes from here.
 * Each area keeps its texts in i18n/es/<area>.ts; this file composes them into `t`.
 * The areas only some screens use (staff, store, accounts, legal texts) are separate chunks:
 * the router loads them with their screens (`cargarTextos`), so the first page stays small.
 */
import type { admin } from './es/admin';
import { comun } from './es/comun';
import type { cuentas } from './es/cuentas';
import { directorio } from './es/directorio';
import type { legal } from './es/legal';
import { offline } from './es/offline';
import type { panel } from './es/panel';
import type { perfil } from './es/perfil';
import type { tienda } from './es/tienda';

type Perezosos = {
  admin: typeof admin;
  cuentas: typeof cuentas;
  legal: typeof legal;
  panel: typeof panel;
  perfil: typeof perfil;
  tienda: typeof tienda;
};
export type AreaDeTextos = keyof Perezosos;

const cargas: { [A in AreaDeTextos]: () => Promise<Perezosos[A]> } = {
  admin: () => import('./es/admin').then((m) => m.admin),
  cuentas: () => import('./es/cuentas').then((m) => m.cuentas),
  legal: () => import('./es/legal').then((m) => m.legal),
  panel: () => import('./es/panel').then((m) => m.panel),
  perfil: () => import('./es/perfil').then((m) => m.perfil),
  tienda: () => import('./es/tienda').then((m) => m.tienda),
};

/** `t.admin`, `t.cuentas`, `t.legal`, `t.panel` and `t.tienda` exist once `cargarTextos` loaded them. */
export const t = { ...comun, directorio, offline } as typeof comun & {
  directorio: typeof directorio;
  offline: typeof offline;
} & Perezosos;

/** Loads text areas into `t` (before the screens that read them are imported). */
export async function cargarTextos(...areas: AreaDeTextos[]): Promise<void> {
  const textos = t as Partial<Perezosos>;
  await Promise.all(
    areas.map(async (area) => {
      if (!textos[area]) Object.assign(textos, { [area]: await cargas[area]() });
    }),
  );
}

// Unit tests render screens without the router: every area is there from the start.
if (import.meta.env?.MODE === 'test') await cargarTextos('admin', 'cuentas', 'legal', 'panel', 'perfil', 'tienda');
