/**
 * The scenarios of one phase: the runtime's floor, the public reads three ways (a cache miss, a
 * cached 200, a conditional 304), a profile page drawn in the Worker, whole tables, bookings, and
 * the store's (escenariosTienda.ts: sales view, orders list, CSV export, checkout with stock).
 */
import { bogota, type Datos } from './datos';
import { escenariosTienda } from './escenariosTienda';
import { type Escenario, ROTACION } from './medir';
import type { Peticion } from './pedir';

export const get = (path: string): Peticion => ({ method: 'GET', path });

/** What patients type: with a typo, without accents, a surname, a condition. */
const BUSQUEDAS = ['dermatolga', 'cardiologo', 'gomez', 'restrepo', 'pediatra', 'ortopedia rodilla'];
/** What people type in the one box (issue 37): a specialty and a city, a symptom (common/entender-busqueda.ts). */
const ENTENDIDAS = ['pediatra medellin', 'dermatologo bogota', 'dolor de rodilla', 'cardiologa cali', 'ansiedad'];
const ASEGURADORAS = ['nueva-eps', 'eps-sura', 'colsanitas', 'particular'];
const conBusting = (path: string, i: number) => `${path}${path.includes('?') ? '&' : '?'}_bench=${Date.now()}-${i}`;

/** The scenarios of one phase; `escala` leaves out whole-table loops (bounded to a few requests). */
export function escenarios(d: Datos, escala: boolean): Escenario[] {
  const ids = d.profesionales.map((m) => m.id).slice(0, ROTACION / 2);
  const lecturas: { clave: string; nombre: string; ruta: (i: number) => string }[] = [
    {
      clave: 'medic-all',
      nombre: 'medic/all (páginas de 24)',
      ruta: (i) => `/api/medic/all?page=${1 + (i % d.paginasProfesionales)}&limit=24`,
    },
    {
      clave: 'medic-all-filtros',
      nombre: 'medic/all con filtros (ciudad, especialidad, modalidad)',
      ruta: (i) => `/api/medic/all?${d.filtros[i % d.filtros.length]}&page=1&limit=24`,
    },
    {
      clave: 'medic-destacados',
      nombre: 'medic/all destacados (inicio, 8)',
      ruta: () => '/api/medic/all?destacado=1&page=1&limit=8',
    },
    {
      clave: 'medic-all-proxima',
      nombre: 'medic/all por próxima cita disponible (orden=proxima)',
      ruta: (i) => `/api/medic/all?orden=proxima&page=${1 + (i % d.paginasProfesionales)}&limit=24`,
    },
    {
      clave: 'medic-all-aseguradora',
      nombre: 'medic/all por aseguradora',
      ruta: (i) => `/api/medic/all?aseguradora=${ASEGURADORAS[i % ASEGURADORAS.length]}&page=1&limit=24`,
    },
    {
      clave: 'medic-all-q',
      nombre: 'medic/all con búsqueda que perdona (q, índice FTS5 trigram)',
      ruta: (i) => `/api/medic/all?q=${encodeURIComponent(BUSQUEDAS[i % BUSQUEDAS.length])}&page=1&limit=24`,
    },
    {
      clave: 'medic-entendida',
      nombre: 'medic/all que entiende (especialidad y ciudad, síntomas)',
      ruta: (i) => `/api/medic/all?q=${encodeURIComponent(ENTENDIDAS[i % ENTENDIDAS.length])}&page=1&limit=24`,
    },
    {
      clave: 'sugerencias',
      nombre: 'medic/sugerencias (mientras se escribe)',
      ruta: (i) => `/api/medic/sugerencias?q=${encodeURIComponent(BUSQUEDAS[i % BUSQUEDAS.length])}`,
    },
    {
      clave: 'disponibilidad',
      nombre: 'medic/disponibilidad',
      ruta: (i) =>
        `/api/medic/disponibilidad?id=${ids[i % ids.length]}&fecha=${bogota(1 + (Math.floor(i / ids.length) % 2))}`,
    },
    {
      clave: 'comentarios',
      nombre: 'comentario/all/medic',
      ruta: (i) => `/api/comentario/all/medic?id=${ids[i % ids.length]}`,
    },
    {
      clave: 'producto-index',
      nombre: 'producto/index (páginas de 24)',
      ruta: (i) => `/api/producto/index?page=${1 + (i % d.paginasProductos)}&limit=24`,
    },
  ];
  const out: Escenario[] = [
    {
      clave: 'health',
      nombre: 'GET /api/health (piso)',
      modo: 'base',
      peticion: () => get('/api/health'),
      esperado: [200],
    },
  ];
  for (const l of lecturas) {
    out.push(
      {
        clave: l.clave,
        nombre: l.nombre,
        modo: 'fallo',
        peticion: (i) => get(conBusting(l.ruta(i), i)),
        esperado: [200],
      },
      { clave: l.clave, nombre: l.nombre, modo: 'cache', peticion: (i) => get(l.ruta(i)), esperado: [200] },
      { clave: l.clave, nombre: l.nombre, modo: '304', peticion: (i) => get(l.ruta(i)), esperado: [304] },
    );
  }
  out.push({
    clave: 'medic-find',
    nombre: 'medic/find (POST, sin caché)',
    modo: 'fallo',
    peticion: (i) => ({ method: 'POST', path: '/api/medic/find', body: { id: ids[i % ids.length] } }),
    esperado: [200],
  });
  // a profile page as a browser navigates to it: the Worker reads the profile and its opinions
  // through the app and draws the screen (worker/paginas/pagina.ts); what a first visit costs the
  // server. Sin caché: a throwaway query makes each page's key new, so each one is drawn; caché:
  // the same pages again, given from the kept copies (the reads are still made)
  const pagina = (ruta: (i: number) => string) => (i: number) => ({
    method: 'GET' as const,
    path: ruta(i),
    headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' },
  });
  const perfil = (i: number) => `/doc-detalle/${ids[i % ids.length]}`;
  out.push(
    {
      clave: 'pagina',
      nombre: 'página de perfil dibujada en el Worker (HTML)',
      modo: 'fallo',
      peticion: pagina((i) => conBusting(perfil(i), i)),
      esperado: [200],
    },
    {
      clave: 'pagina',
      nombre: 'página de perfil dibujada en el Worker (HTML)',
      modo: 'cache',
      peticion: pagina(perfil),
      esperado: [200],
    },
  );
  // whole tables, as the original client asked for them (the screens ask for pages): bounded at scale
  const entera = { max: escala ? 4 : undefined, concurrencia: escala ? 1 : undefined };
  out.push(
    {
      clave: 'medic-all-entera',
      nombre: 'medic/all sin paginar (tabla entera)',
      modo: 'fallo',
      peticion: (i) => get(conBusting('/api/medic/all', i)),
      esperado: [200],
      ...entera,
      // a whole JSON answer built in memory: what the streamed export is compared against
      memoria: escala,
    },
    {
      clave: 'producto-index-entera',
      nombre: 'producto/index sin paginar (tabla entera)',
      modo: 'fallo',
      peticion: (i) => get(conBusting('/api/producto/index', i)),
      esperado: [200],
      ...entera,
    },
    {
      clave: 'producto-index-entera',
      nombre: 'producto/index sin paginar (tabla entera)',
      modo: 'cache',
      peticion: () => get('/api/producto/index'),
      esperado: [200],
      ...entera,
    },
  );
  // bookings: each a fresh free slot by a patient of her own; POR_RED per client address, under
  // the number past which the server asks a network for the human check (worker/citas/rutas/citas.ts)
  const POR_RED = 4;
  const red = (i: number) => Math.floor(i / POR_RED);
  const ip = (i: number) => `10.${(red(i) >> 16) & 255}.${(red(i) >> 8) & 255}.${red(i) & 255}`;
  // what each booking answered: its manage token, then moved and cancelled through it
  const agendadas: { gestion: string; user: number }[] = [];
  const destinos = new Map([...d.destinos].map(([id, lista]) => [id, [...lista]]));
  out.push({
    clave: 'cita-create',
    nombre: 'cita/create (horarios libres)',
    modo: 'escritura',
    peticion: (i) =>
      i < d.citas.length
        ? {
            method: 'POST',
            path: '/api/cita/create',
            body: d.citas[i],
            headers: { 'CF-Connecting-IP': ip(i) },
          }
        : null,
    esperado: [201],
    alResponder: (_i, r) => {
      if (r.status === 201) agendadas.push(JSON.parse(r.texto).succes);
    },
  });
  // the paciente opens her manage page (each cita once), moves the cita to another free franja of
  // the same profesional from there, then cancels it: the page's read is what a change starts from.
  // At most GESTIONES citas, so that every page read is still held by the isolate when its change
  // comes (it keeps 512: worker/citas/copia-gestion.ts), as when each paciente acts on the page she opened.
  const GESTIONES = 400;
  const movidas: string[] = [];
  out.push(
    {
      clave: 'cita-gestion',
      nombre: 'cita/gestion/{token} (la página de la cita)',
      modo: 'fallo',
      max: GESTIONES,
      peticion: (i) =>
        i < agendadas.length
          ? {
              method: 'GET',
              path: `/api/cita/gestion/${agendadas[i].gestion}`,
              headers: { 'CF-Connecting-IP': `11.${ip(i).slice(3)}` },
            }
          : null,
      esperado: [200],
    },
    {
      clave: 'cita-reprogramar',
      nombre: 'cita/gestion/{token}/reprogramar',
      modo: 'escritura',
      max: GESTIONES,
      peticion: (i) => {
        const cita = agendadas[i];
        const destino = cita && destinos.get(cita.user)?.shift();
        return cita && destino
          ? {
              method: 'POST',
              path: `/api/cita/gestion/${cita.gestion}/reprogramar`,
              body: destino,
              headers: { 'CF-Connecting-IP': ip(i) },
            }
          : null;
      },
      esperado: [200],
      alResponder: (i, r) => {
        if (r.status === 200) movidas.push(agendadas[i].gestion);
      },
    },
    {
      clave: 'cita-cancelar',
      nombre: 'cita/gestion/{token}/cancelar',
      modo: 'escritura',
      max: GESTIONES,
      peticion: (i) =>
        i < movidas.length
          ? {
              method: 'POST',
              path: `/api/cita/gestion/${movidas[i]}/cancelar`,
              body: { motivo: 'Prueba de carga' },
              headers: { 'CF-Connecting-IP': ip(i) },
            }
          : null,
      esperado: [200],
    },
  );
  out.push(...escenariosTienda(d.tienda, escala));
  out.push({
    clave: 'health',
    nombre: 'GET /api/health (piso, al final)',
    modo: 'base',
    peticion: () => get('/api/health'),
    esperado: [200],
  });
  return out;
}
