/** `/api/home/*`: the home page's background (`fondo`, a storage key served at `/storage/<key>`). */

export type Fondo = { id: number; fondo: string };

/** What `POST /api/home/create` answers: the new row with its timestamps. */
export type FondoConFechas = Fondo & { created_at: string; updated_at: string };
