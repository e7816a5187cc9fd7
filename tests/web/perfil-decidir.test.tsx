/**
 * What patients decide on (issue 20, item 4): the result card shows the next free slot, the
 * price and the aseguradoras; the profile form edits price, languages, RETHUS, conditions, the
 * meeting link and the aseguradoras, and posts them.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cuenta } from '../../common/wire/cuentas';
import type { AseguradoraAceptada, Profesional } from '../../common/wire/profesionales';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { DatosConsulta } from '../../web/src/features/directorio/components/DatosConsulta';
import { ProfesionalCard } from '../../web/src/features/directorio/components/ProfesionalCard';
import ProfesionalesPage from '../../web/src/features/directorio/pages/ProfesionalesPage';
import { PerfilModal } from '../../web/src/features/panel/components/PerfilModal';
import { CuentaActualContext } from '../../web/src/lib/cuenta-actual';
import { callsTo, despejar, json, mockApi, renderRoutes } from './support';

afterEach(despejar);

const SURA: AseguradoraAceptada = { id: 3, nombre: 'EPS Sura', slug: 'eps-sura', tipo: 'eps' };
const COLSANITAS: AseguradoraAceptada = { id: 14, nombre: 'Colsanitas', slug: 'colsanitas', tipo: 'prepagada' };
const PARTICULAR: AseguradoraAceptada = { id: 1, nombre: 'Particular', slug: 'particular', tipo: 'particular' };

const cuenta = (over: Partial<Cuenta> = {}): Cuenta => ({
  id: 7,
  name: 'Ana',
  nombre: 'Ana',
  apellido: 'Rojas',
  celular: '3001234567',
  cedula: '52123456',
  fijo: '6015551234',
  email: 'ana@correo.co',
  cargo: 'Dermatología',
  especialidad_id: 0,
  ciudad: 'Bogotá',
  direccion: 'Calle 100 # 15-20',
  publico: '',
  mediospago: '',
  horarioatencion: '',
  activo: 1,
  destacado: 0,
  virtual: 1,
  presencial: 1,
  promedio: 4.5,
  comentarios: 2,
  verificados: 1,
  fotoperfil: '',
  foto1: '',
  foto2: '',
  foto3: '',
  foto4: '',
  foto5: '',
  foto6: '',
  foto7: '',
  foto8: '',
  precio_consulta: null,
  aseguradoras: [],
  idiomas: ['es'],
  rethus: '',
  condiciones: '',
  proxima_disponible: null,
  rol: 0,
  enlace_video: '',
  publicar_celular: 0,
  propuesta: null,
  ...over,
});

const tarjeta = (p: Profesional) =>
  render(
    <MemoryRouter>
      <ProfesionalCard profesional={p}>
        <DatosConsulta profesional={p} />
      </ProfesionalCard>
    </MemoryRouter>,
  );

describe('ProfesionalCard with DatosConsulta (the results page)', () => {
  it('shows the next free slot in Bogotá time, the price in COP and the aseguradoras', () => {
    tarjeta(
      cuenta({
        proxima_disponible: '2026-12-01T08:00:00-05:00',
        precio_consulta: 80000,
        aseguradoras: [SURA, COLSANITAS, PARTICULAR],
      }),
    );
    expect(screen.getByText('Próxima cita disponible: mar 1 dic, 8:00 a. m.')).toBeTruthy();
    expect(screen.getByText(/^Consulta: \$\s80\.000$/)).toBeTruthy();
    expect(screen.getByText('Acepta: EPS Sura, Colsanitas y 1 más')).toBeTruthy();
  });

  it('says when there is no free slot, and shows no price or aseguradoras she did not publish', () => {
    tarjeta(cuenta({ proxima_disponible: null }));
    expect(screen.getByText('Sin citas disponibles')).toBeTruthy();
    expect(screen.queryByText(/Consulta:/)).toBeNull();
    expect(screen.queryByText(/Acepta:/)).toBeNull();
  });

  it('writes an afternoon slot as p. m.', () => {
    tarjeta(cuenta({ proxima_disponible: '2027-01-18T14:30:00-05:00' }));
    expect(screen.getByText('Próxima cita disponible: lun 18 ene, 2:30 p. m.')).toBeTruthy();
  });
});

describe('PerfilModal (what patients decide on)', () => {
  it('edits price, languages, RETHUS, conditions, link and aseguradoras, and posts them', async () => {
    const user = cuenta({ aseguradoras: [SURA] });
    const setCuenta = vi.fn();
    mockApi({
      'GET /api/especialidades/all': () => json(200, { succes: [] }),
      'GET /api/aseguradoras': () => json(200, { succes: [SURA, COLSANITAS, PARTICULAR] }),
      'POST /api/users/update': (c) => json(200, { succes: { ...user, ...c.body } }),
    });
    render(
      <CuentaActualContext.Provider value={{ user, setCuenta }}>
        <PerfilModal open onClose={() => {}} />
      </CuentaActualContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText('Precio de la consulta (COP)'), { target: { value: '80000' } });
    fireEvent.change(screen.getByLabelText('Registro profesional (RETHUS)'), { target: { value: 'AB123' } });
    fireEvent.change(screen.getByLabelText('Condiciones que tratas'), { target: { value: 'Acné' } });
    fireEvent.change(screen.getByLabelText('Enlace de videollamada para citas virtuales'), {
      target: { value: 'https://meet.example.co/ana' },
    });
    fireEvent.click(screen.getByLabelText('Inglés'));
    // the aseguradoras come grouped: EPS, Medicina prepagada, Particular
    const prepagadas = await screen.findByRole('group', { name: 'Medicina prepagada' });
    expect(screen.getByRole('group', { name: 'EPS' })).toBeTruthy();
    expect(
      (within(screen.getByRole('group', { name: 'EPS' })).getByLabelText('EPS Sura') as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(prepagadas).getByLabelText('Colsanitas'));
    fireEvent.click(screen.getByLabelText('EPS Sura'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar información' }));

    await waitFor(() => expect(callsTo('POST /api/users/update')).toHaveLength(1));
    expect(callsTo('POST /api/users/update')[0].body).toMatchObject({
      precio_consulta: '80000',
      rethus: 'AB123',
      condiciones: 'Acné',
      enlace_video: 'https://meet.example.co/ana',
      idiomas: ['es', 'en'],
      aseguradoras: [COLSANITAS.id],
    });
    await waitFor(() => expect(setCuenta).toHaveBeenCalled());
  });
});

function Donde() {
  const l = useLocation();
  return <output data-testid="ruta">{l.pathname + l.search}</output>;
}

describe('ProfesionalesPage (aseguradora and order)', () => {
  it('filters by aseguradora and sorts by the soonest slot, in the address and the call', async () => {
    mockApi({
      'GET /api/especialidades/all': () => json(200, { succes: [] }),
      'GET /api/aseguradoras': () => json(200, { succes: [PARTICULAR, SURA, COLSANITAS] }),
      'GET /api/medic/all': () => json(200, { succes: [cuenta()], total: 1, page: 1, limit: 24 }),
    });
    renderRoutes(
      [
        {
          path: '/especialistas/:ciudad?/:especialidad?/:modalidad?',
          element: (
            <>
              <ProfesionalesPage />
              <Donde />
            </>
          ),
        },
      ],
      '/especialistas/todas/todas/0',
    );
    // each result card says when she can be seen
    expect(await screen.findByText('Sin citas disponibles')).toBeTruthy();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Aseguradora' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EPS Sura' }));
    await waitFor(() =>
      expect(screen.getByTestId('ruta').textContent).toBe('/especialistas/todas/todas/0?aseguradora=eps-sura'),
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Más pronto disponible' }));
    await waitFor(() =>
      expect(callsTo('GET /api/medic/all').at(-1)?.query).toMatchObject({ aseguradora: 'eps-sura', orden: 'proxima' }),
    );
    expect(screen.getByTestId('ruta').textContent).toBe(
      '/especialistas/todas/todas/0?aseguradora=eps-sura&orden=proxima',
    );
  });
});
