import { describe, expect, it } from 'vitest';
import { callJson, makeAdmin } from '../helpers';
import { insertarVentas } from '../ventas-filas';

const listar = (token: string, query: string) => callJson(`/api/ventas/index?${query}`, { token });
const ids = (json: { succes: { id: number }[] }) => json.succes.map((v) => v.id);

describe('GET /api/ventas/index, by Bogotá dates', () => {
  it('reads desde and hasta as whole Bogotá days, across midnight (05:00 UTC)', async () => {
    const admin = await makeAdmin();
    const { email, ids: v } = await insertarVentas([
      { created_at: '2031-03-10T04:59:59.999Z' }, // 9 March, 23:59 in Bogotá
      { created_at: '2031-03-10T05:00:00.000Z' }, // 10 March, 00:00
      { created_at: '2031-03-11T04:59:59.999Z' }, // 10 March, 23:59
      { created_at: '2031-03-11T05:00:00.000Z' }, // 11 March, 00:00
    ]);
    const q = `q=${encodeURIComponent(email)}`;
    const dia = await listar(admin.token, `${q}&desde=2031-03-10&hasta=2031-03-10`);
    expect(dia.status).toBe(200);
    expect(ids(dia.json)).toEqual([v[2], v[1]]);
    expect(ids((await listar(admin.token, `${q}&desde=2031-03-10`)).json)).toEqual([v[3], v[2], v[1]]);
    expect(ids((await listar(admin.token, `${q}&hasta=2031-03-09`)).json)).toEqual([v[0]]);
    const paginada = await listar(admin.token, `${q}&desde=2031-03-11&page=1&limit=10`);
    expect(paginada.json).toMatchObject({ total: 1 });
    expect(ids(paginada.json)).toEqual([v[3]]);
  });

  it('answers created_at on every row, so the screen can show dates', async () => {
    const admin = await makeAdmin();
    const { email } = await insertarVentas([{ created_at: '2031-04-01T15:30:00.000Z' }]);
    const { json } = await listar(admin.token, `q=${encodeURIComponent(email)}`);
    expect(json.succes[0].created_at).toBe('2031-04-01T15:30:00.000Z');
  });

  it('refuses a bad day or hasta before desde with 422 and a Spanish message', async () => {
    const admin = await makeAdmin();
    const casos: [string, string, string][] = [
      ['desde=2031-02-30', 'desde', 'La fecha desde no es válida. Usa AAAA-MM-DD.'],
      ['hasta=ayer', 'hasta', 'La fecha hasta no es válida. Usa AAAA-MM-DD.'],
      ['desde=2031-03-10&hasta=2031-03-09', 'hasta', 'La fecha hasta debe ser igual o posterior a la fecha desde.'],
      ['orden=nombre', 'orden', 'El orden debe ser fecha, total o estado.'],
      ['dir=arriba', 'dir', 'La dirección del orden debe ser asc o desc.'],
    ];
    for (const [query, campo, mensaje] of casos) {
      const { status, json } = await listar(admin.token, query);
      expect(status, query).toBe(422);
      expect(json.errors[campo], query).toEqual([mensaje]);
    }
  });
});

describe('GET /api/ventas/index, search and sort', () => {
  it("finds orders by the buyer's name, surname, phone or the start of the e-mail", async () => {
    const admin = await makeAdmin();
    const apellido = `Zuleta${crypto.randomUUID().slice(0, 6)}`;
    const telefono = `31${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { email, ids: v } = await insertarVentas([
      { created_at: '2031-05-01T12:00:00.000Z', nombre: 'Ana María', apellidos: `${apellido} Gómez` },
      { created_at: '2031-05-02T12:00:00.000Z', nombre: 'Luis', apellidos: apellido, telefono_cliente: telefono },
    ]);
    const buscar = async (q: string) => ids((await listar(admin.token, `q=${encodeURIComponent(q)}`)).json);
    expect(await buscar(`ana maría ${apellido.toLowerCase()}`)).toEqual([v[0]]);
    expect(await buscar(apellido.toUpperCase())).toEqual([v[1], v[0]]);
    expect(await buscar(`${apellido} gó`)).toEqual([v[0]]);
    expect(await buscar(`+57 ${telefono.slice(0, 3)} ${telefono.slice(3)}`)).toEqual([v[1]]);
    expect(await buscar(telefono)).toEqual([v[1]]);
    expect(await buscar(email.slice(0, 10))).toEqual([v[1], v[0]]); // no @: the start of the e-mail too
    expect(await buscar(email.slice(3, 13))).toEqual([]); // neither its start nor a domain
    expect(await buscar(email.slice(0, email.indexOf('@') + 1).toUpperCase())).toEqual([v[1], v[0]]);
  });

  it('sorts by total, by delivery status (in the order it moves) and by date, either way', async () => {
    const admin = await makeAdmin();
    const { email, ids: v } = await insertarVentas([
      { created_at: '2031-06-01T12:00:00.000Z', total: 3000, status_entrega: 'enviado' },
      { created_at: '2031-06-02T12:00:00.000Z', total: 1000, status_entrega: 'cancelado' },
      { created_at: '2031-06-03T12:00:00.000Z', total: 2000, status_entrega: 'pendiente' },
      { created_at: '2031-06-04T12:00:00.000Z', total: 2000, status_entrega: 'preparando' },
    ]);
    const orden = async (query: string) =>
      ids((await listar(admin.token, `q=${encodeURIComponent(email)}&${query}`)).json);
    expect(await orden('orden=total&dir=desc')).toEqual([v[0], v[3], v[2], v[1]]);
    expect(await orden('orden=total&dir=asc')).toEqual([v[1], v[3], v[2], v[0]]);
    expect(await orden('orden=estado&dir=asc')).toEqual([v[2], v[3], v[0], v[1]]);
    expect(await orden('orden=estado&dir=desc')).toEqual([v[1], v[0], v[3], v[2]]);
    expect(await orden('orden=fecha&dir=asc')).toEqual(v);
    expect(await orden('')).toEqual([...v].reverse());
    const pagina = await listar(admin.token, `q=${encodeURIComponent(email)}&orden=total&dir=asc&page=2&limit=2`);
    expect(ids(pagina.json)).toEqual([v[2], v[0]]);
  });
});
