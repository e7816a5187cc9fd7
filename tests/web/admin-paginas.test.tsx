import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { ProfesionalesSection } from '../../web/src/features/admin/components/ProfesionalesSection';
import ProductosPage from '../../web/src/features/admin/pages/ProductosPage';
import VentasPage from '../../web/src/features/admin/pages/VentasPage';
import { type Call, callsTo, despejar, json, mockApi, renderRoutes } from './support';

/** The orders screen reads its filters from the URL: it needs a router. */
const renderVentas = () =>
  renderRoutes([{ path: '/panel/ecomerce/pedidos', element: <VentasPage /> }], '/panel/ecomerce/pedidos');

/** A paged staff list as the API answers it: `page`/`limit` from the query, `total` of `filas`. */
const paginas =
  <T,>(filas: (call: Call) => T[]) =>
  (call: Call) => {
    const page = Number(call.query.page);
    const limit = Number(call.query.limit);
    const todas = filas(call);
    return json(200, { succes: todas.slice((page - 1) * limit, page * limit), total: todas.length, page, limit });
  };

const venta = (i: number, over: Record<string, unknown> = {}) => ({
  id: i,
  factura: `CS-PRUEBA${String(i).padStart(3, '0')}`,
  nombre: 'Sofía',
  apellidos: `Pérez ${i}`,
  telefono_cliente: '3001234567',
  direccion: 'Calle 45',
  ciudad: 'Bogotá',
  status_pago: 'aprobado',
  status_entrega: 'pendiente',
  total: 50_000,
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  ...over,
});
const VENTAS = Array.from({ length: 120 }, (_, i) =>
  venta(120 - i, { status_entrega: i % 3 === 0 ? 'enviado' : 'pendiente' }),
);
const facturas = () => screen.getAllByRole('row').slice(1);

beforeEach(() => {
  localStorage.setItem('token', 'tok');
});
afterEach(despejar);

describe('the orders screen, paged by the server', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/ventas/index': paginas((call) =>
        VENTAS.filter(
          (p) =>
            (!call.query.status_entrega || p.status_entrega === call.query.status_entrega) &&
            (!call.query.q || p.factura.startsWith(call.query.q.toUpperCase())),
        ),
      ),
    });
  });

  it('shows the first 50 orders and the count, and adds the next 50 with Mostrar más pedidos', async () => {
    renderVentas();
    await waitFor(() => expect(facturas()).toHaveLength(50));
    expect(callsTo('GET /api/ventas/index')[0].query).toEqual({ page: '1', limit: '50' });
    const conteo = screen.getByText('Mostrando 50 de 120 pedidos');
    expect(conteo.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar más pedidos' }));
    await waitFor(() => expect(facturas()).toHaveLength(100));
    expect(callsTo('GET /api/ventas/index')[1].query).toMatchObject({ page: '2', limit: '50' });
    expect(screen.getByText('Mostrando 100 de 120 pedidos')).toBeTruthy();
  });

  it('asks the server for a delivery status, and for a search once typing pauses', async () => {
    renderVentas();
    await waitFor(() => expect(facturas()).toHaveLength(50));
    fireEvent.change(screen.getByLabelText('Estado de entrega'), { target: { value: 'enviado' } });
    await waitFor(() => expect(screen.getByText('Mostrando 40 de 40 pedidos')).toBeTruthy());
    expect(callsTo('GET /api/ventas/index').at(-1)?.query).toEqual({
      status_entrega: 'enviado',
      page: '1',
      limit: '50',
    });
    expect(screen.queryByRole('button', { name: 'Mostrar más pedidos' })).toBeNull();

    const antes = callsTo('GET /api/ventas/index').length;
    const buscar = screen.getByLabelText('Buscar por factura, nombre, teléfono o correo');
    // typing with 80 ms between keys (the clock is the test's): nothing is asked until the pause
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const texto of ['c', 'cs-prueba1', 'cs-prueba12']) {
        fireEvent.change(buscar, { target: { value: texto } });
        act(() => vi.advanceTimersByTime(80));
      }
      act(() => vi.advanceTimersByTime(169));
      expect(callsTo('GET /api/ventas/index')).toHaveLength(antes);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(callsTo('GET /api/ventas/index')).toHaveLength(antes + 1));
    expect(callsTo('GET /api/ventas/index').at(-1)?.query).toMatchObject({
      q: 'cs-prueba12',
      status_entrega: 'enviado',
    });
    await waitFor(() =>
      expect(facturas().map((f) => within(f).getByRole('code').textContent)).toEqual(['CS-PRUEBA120']),
    );
  });

  it('says when no order matches the filters (not that there are no orders)', async () => {
    renderVentas();
    await waitFor(() => expect(facturas()).toHaveLength(50));
    fireEvent.change(screen.getByLabelText('Buscar por factura, nombre, teléfono o correo'), {
      target: { value: 'no-existe@correo.co' },
    });
    await waitFor(() => expect(screen.getByText('Ningún pedido coincide con los filtros.')).toBeTruthy());
    expect(screen.queryByText('Aún no hay pedidos.')).toBeNull();
  });
});

describe('an order paid twice', () => {
  it('carries a visible "Pago duplicado" badge that says to refund it', async () => {
    mockApi({
      'GET /api/ventas/index': paginas(() => [venta(2, { pago_duplicado: true }), venta(1, { pago_duplicado: false })]),
    });
    renderVentas();
    await waitFor(() => expect(facturas()).toHaveLength(2));
    const [doble, simple] = facturas();
    expect(within(doble).getByText('Pago duplicado').textContent).toMatch(/reembólselo desde el panel de Wompi/);
    expect(within(simple).queryByText('Pago duplicado')).toBeNull();
  });
});

describe('the staff products table, paged by the server', () => {
  it('asks for the newest first, 50 at a time, and for inactive ones only when chosen', async () => {
    const producto = (id: number, estado: '0' | '1') => ({
      id,
      nombre: `Producto ${id}`,
      id_marca: 1,
      nombre_marca: 'Genfar',
      id_promocion: 0,
      nombre_promocion: '',
      porcentaje: 0,
      precio: 5_000,
      precio_final: 5_000,
      estado,
      imagen1: '',
      imagen2: '',
      imagen3: '',
      imagen4: '',
      id_caract: 0,
      nombre_caract: '',
      caracteristica: '',
      ficha_tecnica: '',
      uso_adecuado: '',
      aviso_legal: '',
    });
    const todos = Array.from({ length: 70 }, (_, i) => producto(70 - i, i % 10 === 0 ? '0' : '1'));
    mockApi({
      'GET /api/producto/index': paginas((call) =>
        todos.filter((p) => !call.query.estado || p.estado === call.query.estado),
      ),
      'GET /api/marcas/index': () => json(200, { succes: [{ id: 1, nombre: 'Genfar' }] }),
      'GET /api/promocion/index': () => json(200, { succes: [] }),
      'GET /api/caracteristica/all': () => json(200, { succes: [] }),
    });
    render(<ProductosPage />);
    await screen.findByRole('textbox', { name: 'Nombre: Producto 70' });
    expect(callsTo('GET /api/producto/index')[0].query).toEqual({ orden: 'recientes', page: '1', limit: '50' });
    expect(screen.getAllByRole('textbox', { name: /^Nombre: / })).toHaveLength(50);
    expect(screen.getByText('Mostrando 50 de 70 productos, el más reciente primero')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Estado en la tienda'), { target: { value: '0' } });
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Nombre: / })).toHaveLength(7));
    expect(callsTo('GET /api/producto/index').at(-1)?.query).toMatchObject({ estado: '0', page: '1' });
  });
});

describe('the professionals of the configuration screen, paged by the server', () => {
  it('searches on the server once typing pauses and pages 50 at a time', async () => {
    const profesional = (id: number) => ({
      id,
      name: `Médico ${id}`,
      nombre: `Médico ${id}`,
      apellido: 'Prueba',
      cedula: String(1_000_000 + id),
      celular: '3001234567',
      fijo: '',
      email: `m${id}@correo.co`,
      cargo: 'Pediatría',
      ciudad: 'Cali',
      direccion: 'Calle 1',
      activo: 1,
      destacado: 0,
    });
    const todos = Array.from({ length: 60 }, (_, i) => profesional(i + 1));
    mockApi({
      'GET /api/admin/medicos': paginas((call) =>
        todos.filter((m) => !call.query.q || m.email.startsWith(call.query.q)),
      ),
    });
    render(<ProfesionalesSection />);
    await waitFor(() => expect(screen.getByText('Mostrando 50 de 60 profesionales')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar más profesionales' }));
    await waitFor(() => expect(screen.getByText('Mostrando 60 de 60 profesionales')).toBeTruthy());

    fireEvent.change(screen.getByLabelText('Buscar por nombre, correo o cédula'), { target: { value: 'm1@' } });
    await waitFor(() => expect(screen.getByText('Mostrando 1 de 1 profesional')).toBeTruthy());
    expect(callsTo('GET /api/admin/medicos').at(-1)?.query).toEqual({ q: 'm1@', page: '1', limit: '50' });
    fireEvent.change(screen.getByLabelText('Buscar por nombre, correo o cédula'), { target: { value: 'nadie' } });
    await waitFor(() => expect(screen.getByText('Ningún profesional coincide con la búsqueda.')).toBeTruthy());
  });
  it('says who is bookable: "Reservable" or "Sin horarios" (issue 20, item 7)', async () => {
    const fila = (id: number, reservable: boolean) => ({
      id,
      name: `Médico ${id}`,
      nombre: `Médico ${id}`,
      apellido: 'Prueba',
      cedula: String(2_000_000 + id),
      celular: '3001234567',
      email: `r${id}@correo.co`,
      cargo: '',
      ciudad: 'Cali',
      direccion: '',
      activo: 1,
      destacado: 0,
      reservable,
    });
    mockApi({ 'GET /api/admin/medicos': paginas(() => [fila(1, true), fila(2, false)]) });
    render(<ProfesionalesSection />);
    expect(await screen.findByText('Reservable')).toBeTruthy();
    expect(screen.getByText('Sin horarios')).toBeTruthy();
  });
});
