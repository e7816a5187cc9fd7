/**
 * The list page and the suggestions say what the search box understood (issue 37 item 1,
 * decision 0019): «Pediatría en Medellín» with its undo (`literal=1` in the address and the read),
 * the way on when nobody was found (`alternativa`), and the suggestions in groups.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusquedaEntendida, Profesional, Sugerencias } from '../../common/wire/profesionales';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import HomePage from '../../web/src/features/directorio/pages/HomePage';
import ProfesionalesPage from '../../web/src/features/directorio/pages/ProfesionalesPage';
import { type Call, callsTo, despejar, json, mockApi, renderRoutes } from './support';

const CAJA = 'Busca por nombre, especialidad o condición';

const daniela = {
  id: 21,
  nombre: 'Daniela',
  apellido: 'Zapata Ochoa',
  name: 'Daniela',
  cargo: 'Pediatría',
  ciudad: 'Medellín',
  fotoperfil: '',
} as unknown as Profesional;

const PEDIATRIA_MEDELLIN: BusquedaEntendida = {
  especialidades: [{ slug: 'pediatria', nombre: 'Pediatría' }],
  ciudad: { slug: 'medellin', nombre: 'Medellín' },
  condicion: null,
  resto: '',
};

function Donde() {
  const l = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="ruta">{`${l.pathname}${l.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        atrás
      </button>
    </>
  );
}
const ruta = () => screen.getByTestId('ruta').textContent;

const abrir = (path: string) =>
  renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      {
        path: '/especialistas/:ciudad?/:especialidad?/:modalidad?',
        element: (
          <>
            <ProfesionalesPage />
            <Donde />
          </>
        ),
      },
      { path: '/doc-detalle/:id', element: <Donde /> },
    ],
    path,
  );

/** `GET /api/medic/all` as the server answers: `porQ(call)` gives the list and its keys. */
function servidor(porQ: (c: Call) => Record<string, unknown>) {
  mockApi({
    'GET /api/especialidades/all': () => json(200, { succes: [{ id: 1, nombre: 'Pediatría' }] }),
    'GET /api/aseguradoras': () => json(200, { succes: [] }),
    'GET /api/home/all': () => json(200, { succes: [] }),
    'GET /api/medic/all': (c) => json(200, { succes: [], total: 0, page: 1, limit: 24, ...porQ(c) }),
    'GET /api/medic/sugerencias': () => json(200, { succes: [], especialidades: [] }),
  });
}
const ultimaLectura = () => callsTo('GET /api/medic/all').at(-1)?.query;

afterEach(despejar);

describe('The list says what the search box understood', () => {
  beforeEach(() =>
    servidor((c) =>
      c.query.literal === '1'
        ? {}
        : { succes: [daniela], total: 1, entendido: c.query.q ? PEDIATRIA_MEDELLIN : undefined },
    ),
  );

  it('shows «Pediatría en Medellín» and undoes it: literal=1 in the address and the read, kept on back and reload', async () => {
    abrir('/especialistas/todas/todas/0?q=pediatra%20medellin');
    expect((await screen.findByText('Pediatría en Medellín')).closest('p')?.textContent).toBe(
      'Resultados de Pediatría en Medellín',
    );
    const deshacer = screen.getByRole('link', { name: 'Buscar «pediatra medellin» tal como lo escribió' });
    expect(deshacer.getAttribute('href')).toBe('/especialistas/todas/todas/0?q=pediatra+medellin&literal=1');
    expect(ultimaLectura()?.literal).toBeUndefined();

    fireEvent.click(deshacer);
    await waitFor(() => expect(ruta()).toBe('/especialistas/todas/todas/0?q=pediatra+medellin&literal=1'));
    await waitFor(() => expect(ultimaLectura()).toMatchObject({ q: 'pediatra medellin', literal: '1' }));
    expect(await screen.findByText('Resultados de «pediatra medellin» tal como lo escribió.')).toBeTruthy();
    expect(screen.queryByText('Pediatría en Medellín')).toBeNull();
    // the way back to what it understands
    expect(screen.getByRole('link', { name: 'Buscar por especialidad, ciudad o condición' }).getAttribute('href')).toBe(
      '/especialistas/todas/todas/0?q=pediatra+medellin',
    );

    // back: understood again
    fireEvent.click(screen.getByRole('button', { name: 'atrás' }));
    await waitFor(() => expect(ruta()).toBe('/especialistas/todas/todas/0?q=pediatra%20medellin'));
    expect(await screen.findByText('Pediatría en Medellín')).toBeTruthy();
    expect(ultimaLectura()?.literal).toBeUndefined();
  });

  it('reads literal=1 from the address it opens at (a reload) and asks for it', async () => {
    abrir('/especialistas/todas/todas/0?q=pediatra+medellin&literal=1');
    expect(await screen.findByText('Resultados de «pediatra medellin» tal como lo escribió.')).toBeTruthy();
    expect(callsTo('GET /api/medic/all')[0].query).toMatchObject({ q: 'pediatra medellin', literal: '1' });
  });

  it('understands a new text again: a search from the box drops literal=1', async () => {
    abrir('/especialistas/todas/todas/0?q=pediatra+medellin&literal=1');
    await screen.findByText('Resultados de «pediatra medellin» tal como lo escribió.');
    fireEvent.change(screen.getByRole('combobox', { name: CAJA }), { target: { value: 'pediatras medellin' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Buscar especialistas por texto' }));
    await waitFor(() => expect(ruta()).toBe('/especialistas/todas/todas/0?q=pediatras+medellin'));
    expect(await screen.findByText('Pediatría en Medellín')).toBeTruthy();
    expect(ultimaLectura()).toMatchObject({ q: 'pediatras medellin' });
    expect(ultimaLectura()?.literal).toBeUndefined();
  });

  it('says nothing understood when the server understood nothing', async () => {
    abrir('/especialistas/todas/todas/0');
    await screen.findByText('Mostrando 1 de 1 especialista');
    expect(screen.queryByText(/Resultados de/)).toBeNull();
    expect(screen.queryByRole('link', { name: /tal como lo escribió/ })).toBeNull();
  });

  it('names a condicion with the especialidades that treat it, and the rest looked for in names', async () => {
    servidor(() => ({
      succes: [daniela],
      total: 1,
      entendido: {
        especialidades: [
          { slug: 'ortopedia', nombre: 'Ortopedia' },
          { slug: 'fisiatria', nombre: 'Fisiatría' },
          { slug: 'reumatologia', nombre: 'Reumatología' },
        ],
        ciudad: { slug: 'cali', nombre: 'Cali' },
        condicion: 'Dolor de rodilla',
        resto: 'caicedo',
      },
    }));
    abrir('/especialistas/todas/todas/0?q=dolor%20de%20rodilla%20cali%20caicedo');
    expect(await screen.findByText('Dolor de rodilla en Cali: Ortopedia, Fisiatría, Reumatología')).toBeTruthy();
    expect(screen.getByText(/con «caicedo» en el nombre/)).toBeTruthy();
  });
});

describe('Nobody found never ends the road', () => {
  const PEDIATRIA_CALI = { ...PEDIATRIA_MEDELLIN, ciudad: { slug: 'cali', nombre: 'Cali' } };

  it('proposes the nearest ciudad and virtual citas, each a search the server understands again', async () => {
    servidor((c) =>
      c.query.q === 'pediatra cali'
        ? { entendido: PEDIATRIA_CALI, alternativa: { ciudad: { slug: 'bogota', nombre: 'Bogotá' }, virtual: true } }
        : { succes: [daniela], total: 1 },
    );
    abrir('/especialistas/todas/todas/0?q=pediatra%20cali');
    expect(await screen.findByText('No encontramos especialistas para «Pediatría en Cali».')).toBeTruthy();
    expect(screen.getByText('Le proponemos:')).toBeTruthy();
    const ciudad = screen.getByRole('link', { name: 'Ver especialistas en Bogotá, la ciudad más cercana' });
    expect(ciudad.getAttribute('href')).toBe('/especialistas/bogota/todas/0?q=Pediatr%C3%ADa');
    const virtual = screen.getByRole('link', { name: 'Ver quién atiende por videollamada, desde cualquier ciudad' });
    expect(virtual.getAttribute('href')).toBe('/especialistas/todas/todas/2?q=Pediatr%C3%ADa');
    // the filters that can be relaxed follow
    expect(screen.getByRole('link', { name: 'Quitar la búsqueda «pediatra cali»' })).toBeTruthy();
    // the undo would find nobody either: the server searched the words as typed already
    expect(screen.queryByRole('link', { name: /tal como lo escribió/ })).toBeNull();

    fireEvent.click(ciudad);
    await waitFor(() => expect(ultimaLectura()).toMatchObject({ ciudad: 'bogota', q: 'Pediatría' }));
    expect(await screen.findByText('Mostrando 1 de 1 especialista')).toBeTruthy();
  });

  it('keeps the condicion and the name in the proposals, and proposes only the way there is', async () => {
    servidor(() => ({
      entendido: {
        especialidades: [{ slug: 'ortopedia', nombre: 'Ortopedia' }],
        ciudad: { slug: 'leticia', nombre: 'Leticia' },
        condicion: 'Dolor de rodilla',
        resto: 'perez',
      },
      alternativa: { ciudad: null, virtual: true },
    }));
    abrir('/especialistas/todas/todas/0?q=rodilla%20leticia%20perez');
    const virtual = await screen.findByRole('link', {
      name: 'Ver quién atiende por videollamada, desde cualquier ciudad',
    });
    expect(virtual.getAttribute('href')).toBe('/especialistas/todas/todas/2?q=Dolor+de+rodilla+perez');
    expect(screen.queryByRole('link', { name: /la ciudad más cercana/ })).toBeNull();
  });

  it('without a way on, says what to relax as before', async () => {
    servidor(() => ({ entendido: PEDIATRIA_CALI, alternativa: { ciudad: null, virtual: false } }));
    abrir('/especialistas/todas/todas/2?q=pediatra%20cali');
    expect(await screen.findByText('No encontramos especialistas para «Pediatría en Cali».')).toBeTruthy();
    expect(screen.queryByText('Le proponemos:')).toBeNull();
    expect(screen.getByRole('link', { name: 'Presencial o virtual' }).getAttribute('href')).toBe(
      '/especialistas/todas/todas/0?q=pediatra+cali',
    );
  });
});

describe('The suggestions in groups', () => {
  const RODILLA: Sugerencias = {
    succes: [
      {
        id: 30,
        nombre: 'Diego Fernando',
        apellido: 'Caicedo Rengifo',
        cargo: 'Ortopedia',
        ciudad: 'Cali',
        fotoperfil: '',
      },
    ],
    especialidades: [],
    entendidas: [
      { slug: 'ortopedia', nombre: 'Ortopedia' },
      { slug: 'fisiatria', nombre: 'Fisiatría' },
    ],
    condicion: { nombre: 'Dolor de rodilla', especialidades: ['ortopedia', 'fisiatria', 'reumatologia'] },
    ciudad: { slug: 'cali', nombre: 'Cali' },
  };
  beforeEach(() => {
    mockApi({
      'GET /api/especialidades/all': () => json(200, { succes: [] }),
      'GET /api/home/all': () => json(200, { succes: [] }),
      'GET /api/medic/all': () => json(200, { succes: [], total: 0, page: 1, limit: 24 }),
      'GET /api/medic/sugerencias': () => json(200, RODILLA),
    });
  });
  const caja = () => screen.getByRole('combobox', { name: CAJA });

  it('lists condiciones, especialidades, ciudades and professionals under their headings, as one listbox', async () => {
    abrir('/');
    fireEvent.change(caja(), { target: { value: 'dolor de rodilla cali' } });
    const lista = await screen.findByRole('listbox', { name: 'Sugerencias' });
    await waitFor(() => expect(caja().getAttribute('aria-expanded')).toBe('true'));
    expect(caja().getAttribute('aria-controls')).toBe(lista.id);
    const grupos = within(lista).getAllByRole('group');
    expect(
      grupos.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby') as string)?.textContent,
      ),
    ).toEqual(['Condiciones y síntomas', 'Especialidades', 'Ciudades', 'Especialistas']);
    const opciones = (nombre: string) =>
      within(screen.getByRole('group', { name: nombre }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(opciones('Condiciones y síntomas')).toEqual(['Dolor de rodillaEspecialidades: Ortopedia, Fisiatría']);
    expect(opciones('Especialidades')).toEqual(['OrtopediaEspecialistas en Cali', 'FisiatríaEspecialistas en Cali']);
    expect(opciones('Ciudades')).toEqual(['CaliEspecialistas en Cali']);
    expect(opciones('Especialistas')).toEqual(['Diego Fernando Caicedo RengifoOrtopedia · Cali']);
    // every option of the box is in one listbox, in the order the keys go through
    expect(within(lista).getAllByRole('option')).toHaveLength(5);
  });

  it('goes through the groups with the arrows and opens the active one with Enter', async () => {
    abrir('/');
    fireEvent.change(caja(), { target: { value: 'dolor de rodilla cali' } });
    await screen.findByRole('option', { name: /^Fisiatría/ });
    fireEvent.keyDown(caja(), { key: 'ArrowDown' });
    fireEvent.keyDown(caja(), { key: 'ArrowDown' });
    const ortopedia = screen.getByRole('option', { name: /^Ortopedia/ });
    expect(caja().getAttribute('aria-activedescendant')).toBe(ortopedia.id);
    expect(ortopedia.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(caja(), { key: 'Enter' });
    await waitFor(() => expect(ruta()).toBe('/especialistas/cali/ortopedia/0'));
  });

  it('leads a condicion to the list of what treats it, in the ciudad understood', async () => {
    abrir('/');
    fireEvent.change(caja(), { target: { value: 'dolor de rodilla cali' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Dolor de rodilla/ }));
    await waitFor(() => expect(ruta()).toBe('/especialistas/cali/todas/0?q=Dolor+de+rodilla'));
    await waitFor(() => expect(ultimaLectura()).toMatchObject({ ciudad: 'cali', q: 'Dolor de rodilla' }));
  });
});
