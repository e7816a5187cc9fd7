import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cupon } from '../../common/wire/cupones';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import CuponesPage from '../../web/src/features/admin/pages/CuponesPage';
import { despejar, type Llamada, type RutasFalsas, servidorFalso } from './support';

let llamadas: Llamada[] = [];
const servidor = (rutas: RutasFalsas) => {
  llamadas = servidorFalso(rutas);
};

const cupon = (extra: Partial<Cupon> = {}): Cupon => ({
  id: 4,
  codigo: 'VERANO10',
  tipo: 'porcentaje',
  valor: 10,
  minimo: 50_000,
  desde: '2031-03-01',
  hasta: '2031-03-31',
  usos_total: 100,
  usos_por_email: 1,
  activo: 1,
  usos: 7,
  usos_pagados: 5,
  created_at: '2031-02-01T00:00:00.000Z',
  ...extra,
});
const texto = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.setItem('token', 'tok');
});
afterEach(despejar);

describe('the staff discount codes screen', () => {
  it('lists each code with its discount, minimum, dates, uses and state', async () => {
    servidor({
      'GET /api/cupones': {
        succes: [
          cupon(),
          cupon({
            id: 5,
            codigo: 'BIENVENIDA',
            tipo: 'valor',
            valor: 20_000,
            minimo: 0,
            desde: '',
            hasta: '',
            usos_total: null,
            usos_por_email: null,
            activo: 0,
            usos: 0,
            usos_pagados: 0,
          }),
        ],
      },
    });
    render(<CuponesPage />);
    const [, verano, bienvenida] = await screen.findAllByRole('row');
    expect(texto(verano)).toBe(
      'VERANO1010 %$ 50.00001/03/2031 a 31/03/20317 de 1005 pagados1ActivoEditar VERANO10Desactivar VERANO10',
    );
    expect(texto(bienvenida)).toBe(
      'BIENVENIDA$ 20.000Sin mínimoSiempre0 (sin límite)0 pagadosSin límiteInactivoEditar BIENVENIDAActivar BIENVENIDA',
    );
    // each cell names its column, so a phone shows the rows as labelled cards
    expect(within(verano).getByText('7 de 100').closest('td')?.getAttribute('data-label')).toBe('Usos');
  });

  it('creates a code from the form, sending empty limits as no limit', async () => {
    let lista: Cupon[] = [];
    servidor({
      'GET /api/cupones': () => ({ succes: lista }),
      'POST /api/cupones/create': () => {
        lista = [cupon({ codigo: 'NAVIDAD', tipo: 'valor', valor: 15_000, usos_total: null })];
        return { succes: lista[0], message: 'Código de descuento creado' };
      },
    });
    render(<CuponesPage />);
    await screen.findByText('Aún no hay códigos de descuento.');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo código' }));
    const d = within(screen.getByRole('dialog', { name: 'Nuevo código de descuento' }));
    fireEvent.change(d.getByLabelText('Código'), { target: { value: 'navidad' } });
    fireEvent.click(d.getByLabelText('Valor fijo en pesos'));
    fireEvent.change(d.getByLabelText('Pesos de descuento'), { target: { value: '15000' } });
    fireEvent.change(d.getByLabelText('Válido hasta'), { target: { value: '2031-12-31' } });
    fireEvent.change(d.getByLabelText('Usos por correo del comprador'), { target: { value: '1' } });
    fireEvent.click(d.getByRole('button', { name: 'Crear código' }));
    expect(await screen.findByText('NAVIDAD')).toBeTruthy();
    const [crear] = llamadas.filter((l) => l.path === '/api/cupones/create');
    expect(crear.body).toEqual({
      codigo: 'navidad',
      tipo: 'valor',
      valor: '15000',
      minimo: '',
      desde: '',
      hasta: '2031-12-31',
      usos_total: '',
      usos_por_email: '1',
      activo: 1,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal under its field and keeps the form open", async () => {
    const mensaje = 'La fecha «hasta» no puede ser anterior a la fecha «desde».';
    servidor({
      'GET /api/cupones': { succes: [cupon()] },
      'POST /api/cupones/update': () =>
        new Response(JSON.stringify({ error: 'validation', message: mensaje, errors: { hasta: [mensaje] } }), {
          status: 422,
        }),
    });
    render(<CuponesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar VERANO10' }));
    const d = within(screen.getByRole('dialog', { name: 'Editar código de descuento' }));
    expect((d.getByLabelText('Porcentaje (1 a 100)') as HTMLInputElement).value).toBe('10');
    fireEvent.change(d.getByLabelText('Válido hasta'), { target: { value: '2031-02-01' } });
    fireEvent.click(d.getByRole('button', { name: 'Guardar cambios' }));
    expect(await d.findByText(mensaje)).toBeTruthy();
    expect(d.getByLabelText('Válido hasta').getAttribute('aria-invalid')).toBe('true');
    const [cambio] = llamadas.filter((l) => l.path === '/api/cupones/update');
    expect(cambio.body).toMatchObject({ id: 4, codigo: 'VERANO10', hasta: '2031-02-01', usos_total: '100' });
  });

  it('deactivates a code in one click and shows it inactive', async () => {
    servidor({
      'GET /api/cupones': { succes: [cupon()] },
      'POST /api/cupones/update': (body: Record<string, unknown>) => ({
        succes: cupon({ activo: body.activo === 0 ? 0 : 1 }),
        message: 'Código de descuento guardado',
      }),
    });
    render(<CuponesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar VERANO10' }));
    await waitFor(() => expect(screen.getByText('Inactivo')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Activar VERANO10' })).toBeTruthy();
    const [cambio] = llamadas.filter((l) => l.path === '/api/cupones/update');
    expect(cambio.body).toEqual({ id: 4, activo: 0 });
  });
});
