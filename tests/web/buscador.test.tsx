import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profesional, Sugerencias } from '../../common/wire/profesionales';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import HomePage from '../../web/src/features/directorio/pages/HomePage';
import ProfesionalesPage from '../../web/src/features/directorio/pages/ProfesionalesPage';
import { useDirectorioUi } from '../../web/src/features/directorio/store';
import { callsTo, despejar, json, mockApi, renderRoutes } from './support';

const ETIQUETA = 'Busca por nombre, especialidad o condición';

const laura = {
  id: 7,
  nombre: 'Laura',
  apellido: 'Restrepo Gómez',
  cargo: 'Dermatología',
  ciudad: 'Bogotá',
  fotoperfil: '',
};
const SUGERENCIAS: Sugerencias = {
  succes: [laura, { ...laura, id: 8, nombre: 'Lina María', apellido: 'Pombo Navarro', ciudad: 'Cartagena' }],
  especialidades: [{ id: 3, nombre: 'Dermatología' }],
};

const profesional = (id: number, nombre: string): Profesional =>
  ({ ...laura, id, nombre, name: nombre, cedula: '', celular: '', fijo: '', email: '', especialidad_id: 3 }) as never;

function Donde() {
  const l = useLocation();
  return <output data-testid="ruta">{`${l.pathname}${l.search}`}</output>;
}
const ruta = () => screen.getByTestId('ruta').textContent;

function abrir(path: string) {
  return renderRoutes(
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
}

beforeEach(() => {
  useDirectorioUi.setState({ tipo: '1', especialidad: '', ciudad: '', agendaAbierta: false });
  mockApi({
    'GET /api/especialidades/all': () => json(200, { succes: [{ id: 3, nombre: 'Dermatología' }] }),
    'GET /api/home/all': () => json(200, { succes: [] }),
    'GET /api/medic/all': (c) =>
      json(200, {
        succes: c.query.q ? [profesional(7, 'Laura')] : [profesional(9, 'Sin Búsqueda')],
        total: 1,
        page: 1,
        limit: 24,
      }),
    'GET /api/medic/sugerencias': (c) =>
      json(200, c.query.q.startsWith('dermatol') ? SUGERENCIAS : { succes: [], especialidades: [] }),
  });
});
afterEach(despejar);

const caja = () => screen.getByRole('combobox', { name: ETIQUETA }) as HTMLInputElement;
/** The listbox the box says it controls. */
const lista = () => document.getElementById(caja().getAttribute('aria-controls') ?? '') as HTMLElement;
const escribir = (texto: string) => fireEvent.change(caja(), { target: { value: texto } });

describe('The search box (CampoBusqueda)', () => {
  it('suggests as the patient types, once the typing pauses, and opens the chosen profile', async () => {
    abrir('/');
    expect(caja().getAttribute('aria-expanded')).toBe('false');
    escribir('d');
    escribir('de');
    escribir('dermatolga');
    const opcion = await screen.findByRole('option', { name: /Laura Restrepo Gómez/ });
    expect(opcion.textContent).toContain('Dermatología · Bogotá');
    // one request for the pause, none for the letters typed before it
    expect(callsTo('GET /api/medic/sugerencias').map((c) => c.query.q)).toEqual(['dermatolga']);
    await waitFor(() => expect(caja().getAttribute('aria-expanded')).toBe('true'));
    expect(lista().contains(opcion)).toBe(true);
    expect(screen.getByRole('option', { name: /Dermatología.*Ver especialistas/ })).toBeTruthy();
    fireEvent.click(opcion);
    await waitFor(() => expect(ruta()).toBe('/doc-detalle/7'));
  });

  it('moves through the suggestions with the arrows, opens one with Enter and closes with Escape', async () => {
    abrir('/');
    escribir('dermatologia');
    await screen.findByRole('option', { name: /Laura/ });
    fireEvent.keyDown(caja(), { key: 'ArrowDown' });
    // the especialidades' group comes before the professionals' (issue 37)
    const [especialidad, primera, segunda] = screen.getAllByRole('option');
    expect(caja().getAttribute('aria-activedescendant')).toBe(especialidad.id);
    expect(especialidad.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(caja(), { key: 'ArrowDown' });
    expect(caja().getAttribute('aria-activedescendant')).toBe(primera.id);
    fireEvent.keyDown(caja(), { key: 'ArrowUp' });
    fireEvent.keyDown(caja(), { key: 'ArrowUp' });
    expect(caja().getAttribute('aria-activedescendant')).toBe(segunda.id);
    fireEvent.keyDown(caja(), { key: 'Escape' });
    expect(caja().getAttribute('aria-expanded')).toBe('false');
    expect(lista().hidden).toBe(true);
    fireEvent.keyDown(caja(), { key: 'ArrowDown' });
    expect(caja().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(caja(), { key: 'ArrowDown' });
    fireEvent.keyDown(caja(), { key: 'ArrowDown' });
    fireEvent.keyDown(caja(), { key: 'Enter' });
    await waitFor(() => expect(ruta()).toBe('/doc-detalle/8'));
  });

  it('asks nothing for fewer than 3 letters and closes when the box is left', async () => {
    abrir('/');
    escribir('de');
    escribir('dermatolga');
    await screen.findByRole('option', { name: /Laura/ });
    fireEvent.blur(caja());
    expect(caja().getAttribute('aria-expanded')).toBe('false');
    escribir('de');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    expect(callsTo('GET /api/medic/sugerencias').every((c) => c.query.q.length >= 3)).toBe(true);
  });

  it('sends the text from the home to the results, which search it', async () => {
    abrir('/');
    escribir('dermatolga');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar especialistas' }));
    await waitFor(() => expect(ruta()).toBe('/especialistas/todas/todas/1?q=dermatolga'));
    await screen.findByRole('link', { name: /^Laura/ });
    expect(callsTo('GET /api/medic/all').at(-1)?.query).toMatchObject({ q: 'dermatolga', modalidad: '1' });
    expect(caja().value).toBe('dermatolga');
  });

  it('searches again from the results page, keeping its filters', async () => {
    abrir('/especialistas/bogota/todas/0');
    await screen.findByRole('link', { name: /Sin Búsqueda/ });
    escribir('cardiologo');
    fireEvent.submit(caja().form as HTMLFormElement);
    await waitFor(() => expect(ruta()).toBe('/especialistas/bogota/todas/0?q=cardiologo'));
    await screen.findByRole('link', { name: /^Laura/ });
    expect(callsTo('GET /api/medic/all').at(-1)?.query).toMatchObject({ q: 'cardiologo', ciudad: 'bogota' });
  });

  it('offers to drop the text when nothing is found', async () => {
    mockApi({
      'GET /api/especialidades/all': () => json(200, { succes: [] }),
      'GET /api/medic/all': () => json(200, { succes: [], total: 0, page: 1, limit: 24 }),
    });
    abrir('/especialistas/todas/todas/0?q=qxzvwj');
    const quitar = await screen.findByRole('link', { name: 'Quitar la búsqueda «qxzvwj»' });
    expect(quitar.getAttribute('href')).toBe('/especialistas/todas/todas/0');
  });
});
