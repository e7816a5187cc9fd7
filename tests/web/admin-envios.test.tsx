import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AjustesTienda, TarifaEnvio } from '../../common/wire/envio';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { matchRoutes } from 'react-router-dom';
import { rutasPanel } from '../../web/src/app/rutas-panel';
import EnviosPage from '../../web/src/features/admin/pages/EnviosPage';
import { despejar, type Llamada, type RutasFalsas, servidorFalso, toastMock } from './support';

let llamadas: Llamada[] = [];
const enviadas = (path: string) => llamadas.filter((l) => l.method === 'POST' && l.path === path);

const AJUSTES: AjustesTienda = {
  envio_gratis_desde: 0,
  dias_entrega_min: 2,
  dias_entrega_max: 5,
  nit: '',
  razon_social: '',
};
const TARIFAS: TarifaEnvio[] = [
  { codigo: '05', nombre: 'Antioquia', envio: 0, contra_entrega: 0, contra_entrega_hasta: 0 },
  { codigo: '11', nombre: 'Bogotá, D.C.', envio: 9_000, contra_entrega: 0, contra_entrega_hasta: 0 },
  { codigo: '25', nombre: 'Cundinamarca', envio: 12_000, contra_entrega: 0, contra_entrega_hasta: 0 },
];
const servidor = (extra: RutasFalsas = {}) => {
  llamadas = servidorFalso({
    'GET /api/tienda/ajustes': { succes: AJUSTES },
    'GET /api/envios': {
      succes: { tarifas: TARIFAS, condiciones: { envio_gratis_desde: 0, dias_entrega_min: 2, dias_entrega_max: 5 } },
    },
    ...extra,
  });
};
const campo = (nombre: string) => screen.getByLabelText(nombre) as HTMLInputElement;
const escribir = (nombre: string, valor: string) => fireEvent.change(campo(nombre), { target: { value: valor } });

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(despejar);

describe('the staff envío screen (/panel/ecomerce/envios)', () => {
  it('is a screen of the back office, loaded on its own', () => {
    const ultima = matchRoutes(rutasPanel, '/panel/ecomerce/envios', '/panel')?.at(-1)?.route;
    expect(ultima?.path).toBe('ecomerce/envios');
  });

  it('shows each departamento rate and saves one when its cell is left', async () => {
    servidor({
      'POST /api/envios/tarifa': (body: { codigo: string; envio: number }) => ({
        succes: { codigo: body.codigo, nombre: 'Cundinamarca', envio: body.envio },
        message: 'Tarifa de envío guardada',
      }),
    });
    render(<EnviosPage />);
    const celda = (await screen.findByRole('textbox', { name: 'Tarifa de envío a Cundinamarca' })) as HTMLInputElement;
    expect(celda.value).toBe('12000');
    // a rate of 0 says the departamento pays no envío
    const antioquia = screen.getByRole('textbox', { name: 'Tarifa de envío a Antioquia' }).closest('tr') as HTMLElement;
    expect(within(antioquia).getByText('Sin cobro de envío')).toBeTruthy();

    fireEvent.change(celda, { target: { value: '15.000' } });
    fireEvent.blur(celda);
    await waitFor(() => expect(enviadas('/api/envios/tarifa')).toHaveLength(1));
    expect(enviadas('/api/envios/tarifa')[0].body).toEqual({ codigo: '25', envio: 15_000 });
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Tarifa de envío a Cundinamarca guardada', { id: 'id' }),
    );
    expect(within(celda.closest('tr') as HTMLElement).getByText(/15\.000/)).toBeTruthy();
  });

  it('refuses a rate that is not whole pesos before sending it, and finds a departamento by name', async () => {
    servidor();
    render(<EnviosPage />);
    const celda = await screen.findByRole('textbox', { name: 'Tarifa de envío a Bogotá, D.C.' });
    fireEvent.change(celda, { target: { value: '9000,5' } });
    fireEvent.blur(celda);
    await waitFor(() =>
      expect(toastMock.warning).toHaveBeenCalledWith(
        'Escriba la tarifa como un número entero de pesos entre 0 y 1.000.000.',
      ),
    );
    expect(enviadas('/api/envios/tarifa')).toHaveLength(0);
    await waitFor(() => expect((celda as HTMLInputElement).value).toBe('9000'));

    fireEvent.change(screen.getByLabelText('Buscar departamento'), { target: { value: 'bogota' } });
    expect(screen.queryByRole('textbox', { name: 'Tarifa de envío a Cundinamarca' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Tarifa de envío a Bogotá, D.C.' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar departamento'), { target: { value: 'Vaupés' } });
    expect(screen.getByText('Ningún departamento coincide con la búsqueda.')).toBeTruthy();
  });

  it('saves the ajustes: free envío, delivery days and the seller with a valid NIT', async () => {
    servidor({
      'POST /api/tienda/ajustes': (body: AjustesTienda) => ({
        succes: body,
        message: 'Ajustes de la tienda guardados',
      }),
    });
    render(<EnviosPage />);
    await screen.findByLabelText('NIT del vendedor');
    expect(campo('Días de entrega: mínimo').value).toBe('2');
    escribir('Envío gratis desde (pesos)', '$ 150.000');
    escribir('Días de entrega: máximo', '4');
    escribir('NIT del vendedor', '900.123.456-8');
    escribir('Razón social', 'Droguería CitaSalud S.A.S.');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));

    await waitFor(() => expect(enviadas('/api/tienda/ajustes')).toHaveLength(1));
    expect(enviadas('/api/tienda/ajustes')[0].body).toEqual({
      envio_gratis_desde: 150_000,
      dias_entrega_min: 2,
      dias_entrega_max: 4,
      nit: '900123456-8',
      razon_social: 'Droguería CitaSalud S.A.S.',
    });
    await waitFor(() => expect(campo('NIT del vendedor').value).toBe('900123456-8'));
    expect(toastMock.success).toHaveBeenCalledWith('Ajustes de la tienda guardados', { id: 'id' });
  });

  it('shows the form problems beside their fields and focuses the first, without sending', async () => {
    servidor();
    render(<EnviosPage />);
    await screen.findByLabelText('NIT del vendedor');
    escribir('Días de entrega: mínimo', '6');
    escribir('NIT del vendedor', '900123456-7');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));

    expect(await screen.findByText('El mínimo de días no puede superar al máximo.')).toBeTruthy();
    expect(
      screen.getByText('El dígito de verificación del NIT no corresponde. Revise el número después del guion.'),
    ).toBeTruthy();
    expect(campo('NIT del vendedor').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(campo('Días de entrega: mínimo')));
    expect(enviadas('/api/tienda/ajustes')).toHaveLength(0);
  });

  it('shows a field refused by the server (422) beside it', async () => {
    const mensaje =
      'El NIT del vendedor debe llevar su dígito de verificación después de un guion, por ejemplo 900123456-8.';
    servidor({
      'POST /api/tienda/ajustes': () =>
        new Response(JSON.stringify({ error: 'validation', message: mensaje, errors: { razon_social: [mensaje] } }), {
          status: 422,
        }),
    });
    render(<EnviosPage />);
    await screen.findByLabelText('Razón social');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    const error = await screen.findByText(mensaje);
    expect(campo('Razón social').getAttribute('aria-describedby')).toContain(error.id);
    expect(toastMock.error).toHaveBeenCalledWith('Revise los campos marcados.');
  });

  it('offers a retry when the rates cannot be read, and shows them once they can', async () => {
    let falla = true;
    servidor({
      'GET /api/envios': () =>
        falla
          ? new Response(JSON.stringify({ error: 'unavailable', message: 'Sin base de datos' }), { status: 503 })
          : { succes: { tarifas: TARIFAS, condiciones: AJUSTES } },
    });
    render(<EnviosPage />);
    const reintentar = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.getByText('No fue posible cargar la información.')).toBeTruthy();
    falla = false;
    fireEvent.click(reintentar);
    expect(await screen.findByRole('textbox', { name: 'Tarifa de envío a Antioquia' })).toBeTruthy();
  });
});
