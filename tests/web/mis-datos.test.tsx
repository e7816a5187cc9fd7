/**
 * "Tus datos" (issue 22, item 4): download and delete my data from Mis citas and from the order
 * look-up, with a confirmation before deleting (web/src/ui/MisDatos.tsx).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MisCitas } from '../../common/wire/gestion';
import type { ConsultaVenta } from '../../common/wire/ventas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import MisCitasPage from '../../web/src/features/citas/pages/MisCitasPage';
import ConsultaVentaPage from '../../web/src/features/tienda/pages/ConsultaVentaPage';
import { guardarCita, leerCita } from '../../web/src/lib/citas-guardadas';
import { db } from '../../web/src/lib/db';
import { citaGestion } from './citas-helpers';
import { callsTo, despejar, json, mockApi, renderRoutes } from './support';

const ACCESO = 'QWNjZXNvX2RlX21pc19jaXRhc19wYXJhX3BydWViYXM';
const GESTION = 'g-51'.padEnd(43, 'a');
const mis: MisCitas = {
  email: 'pedro@example.co',
  expira_at: '2026-11-03T15:30:00.000Z',
  citas: [
    { ...citaGestion({ id: 51, fecha_cita: '2026-11-10', inicio: '2026-11-10T13:00:00.000Z' }), gestion: GESTION },
  ],
};
const BORRADO = 'Borramos tus datos personales. Cancelamos tu cita próxima y avisamos al especialista.';

const archivo = (nombre: string, cuerpo: string, tipo: string) =>
  new Response(cuerpo, {
    status: 200,
    headers: { 'content-type': tipo, 'content-disposition': `attachment; filename="${nombre}"` },
  });

/** What the page handed to the browser's downloads: each file's name and text. */
let descargas: { nombre: string; blob: Blob }[] = [];
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(async () => {
  await db.citas.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-03T15:00:00Z'));
  descargas = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = (b: Blob) => {
    blobs.push(b);
    return `blob:${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push({ nombre: this.download, blob: blobs[Number(this.href.split(':').at(-1)) - 1] });
  });
  mockApi({
    [`POST /api/mis-citas/${ACCESO}`]: () => json(200, { succes: mis }),
    [`GET /api/mis-citas/${ACCESO}/datos`]: (call) =>
      call.query.formato === 'texto'
        ? archivo('mis-datos-citasalud-2026-11-03.txt', 'Tus datos en CitaSalud\n', 'text/plain')
        : archivo('mis-datos-citasalud-2026-11-03.json', '{"citas":[]}', 'application/json'),
    [`POST /api/mis-citas/${ACCESO}/borrar/codigo`]: () =>
      json(200, { succes: 'Te enviamos un código de 6 dígitos a tu correo.' }),
    [`POST /api/mis-citas/${ACCESO}/borrar`]: (call) =>
      (call.body as { codigo?: string }).codigo !== '246810'
        ? json(422, {
            error: 'validation',
            message: 'El código no es válido o ya venció. Pide uno nuevo.',
            errors: { codigo: ['El código no es válido o ya venció. Pide uno nuevo.'] },
          })
        : json(200, {
            succes: {
              citas_canceladas: 1,
              citas_anonimizadas: 1,
              comentarios_anonimizados: 0,
              avisos_borrados: 2,
              mensaje: BORRADO,
            },
          }),
  });
});
afterEach(() => {
  despejar();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const abrirMisCitas = async () => {
  renderRoutes([{ path: '/mis-citas/:token?', element: <MisCitasPage /> }], `/mis-citas/${ACCESO}`);
  return screen.findByRole('region', { name: 'Tus datos' });
};

describe('Tus datos in Mis citas', () => {
  it('downloads everything as JSON or as readable text, under the server’s file name', async () => {
    const seccion = await abrirMisCitas();
    fireEvent.click(within(seccion).getByRole('button', { name: 'Descargar mis datos (JSON)' }));
    await waitFor(() => expect(descargas).toHaveLength(1));
    fireEvent.click(within(seccion).getByRole('button', { name: 'Descargar mis datos (texto)' }));
    await waitFor(() => expect(descargas).toHaveLength(2));
    expect(descargas.map((d) => d.nombre)).toEqual([
      'mis-datos-citasalud-2026-11-03.json',
      'mis-datos-citasalud-2026-11-03.txt',
    ]);
    expect(await descargas[0].blob.text()).toBe('{"citas":[]}');
    expect(callsTo(`GET /api/mis-citas/${ACCESO}/datos`).map((c) => c.query.formato)).toEqual(['json', 'texto']);
  });

  it('asks before deleting: cancelling deletes nothing', async () => {
    const seccion = await abrirMisCitas();
    fireEvent.click(within(seccion).getByRole('button', { name: 'Borrar mis datos' }));
    const dialogo = screen.getByRole('dialog', { name: '¿Borrar tus datos?' });
    expect(dialogo.textContent).toContain('Cancelaremos tus citas próximas');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(`POST /api/mis-citas/${ACCESO}/borrar`)).toEqual([]);
  });

  it('deletes once confirmed with the code e-mailed at that moment, says what was done and forgets the citas kept on this device', async () => {
    await guardarCita(mis.citas[0], GESTION);
    const seccion = await abrirMisCitas();
    fireEvent.click(within(seccion).getByRole('button', { name: 'Borrar mis datos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, borrar mis datos' }));
    // the link alone does not delete: a code goes to her e-mail and the screen asks for it
    const formulario = await screen.findByRole('form', { name: 'Escribe el código de tu correo' });
    expect(callsTo(`POST /api/mis-citas/${ACCESO}/borrar/codigo`)).toHaveLength(1);
    expect(callsTo(`POST /api/mis-citas/${ACCESO}/borrar`)).toEqual([]);
    const campo = within(formulario).getByLabelText('Código de 6 dígitos');
    expect(document.activeElement).toBe(campo);
    fireEvent.click(within(formulario).getByRole('button', { name: 'Sí, borrar mis datos' }));
    expect((await within(formulario).findByRole('alert')).textContent).toBe(
      'Escribe los 6 dígitos del código que te enviamos.',
    );
    fireEvent.change(campo, { target: { value: '111111' } });
    fireEvent.click(within(formulario).getByRole('button', { name: 'Sí, borrar mis datos' }));
    await waitFor(() =>
      expect(within(formulario).getByRole('alert').textContent).toBe(
        'El código no es válido o ya venció. Pide uno nuevo.',
      ),
    );
    fireEvent.change(campo, { target: { value: '246 810' } });
    fireEvent.click(within(formulario).getByRole('button', { name: 'Sí, borrar mis datos' }));
    expect((await screen.findByRole('status')).textContent).toBe(BORRADO);
    expect(callsTo(`POST /api/mis-citas/${ACCESO}/borrar`).map((c) => c.body)).toEqual([
      { confirmar: '1', codigo: '111111' },
      { confirmar: '1', codigo: '246810' },
    ]);
    expect(screen.getByRole('link', { name: 'Volver a Mis citas' }).getAttribute('href')).toBe('/mis-citas');
    expect(await leerCita(GESTION)).toBeUndefined();
  });
});

const VENTA: ConsultaVenta = {
  factura: 'CS-SOACHA22',
  status_pago: 'aprobado',
  status_pago_texto: 'Aprobado',
  status_entrega: 'entregado',
  status_entrega_texto: 'Entregado',
  impuestos: [{ tarifa: 19, base: 50_420, iva: 9_580 }],
  subtotal: 50_420,
  iva: 9_580,
  envio: 0,
  descuento: 0,
  cupon: '',
  redondeo: 0,
  total: 60_000,
  ciudad: 'Soacha',
  vendedor: { nit: '', razon_social: '' },
  created_at: '2026-11-20T15:00:00.000Z',
  productos: [],
  seguimiento: [],
};

describe('Tus datos in the order look-up', () => {
  const consultar = async (borrar: () => Response) => {
    mockApi({
      'GET /api/ventas/consulta': () => json(200, { succes: VENTA }),
      'POST /api/ventas/consulta/borrar': borrar,
    });
    renderRoutes([{ path: '/consulta', element: <ConsultaVentaPage /> }], '/consulta');
    fireEvent.change(screen.getByLabelText('Código de la factura'), { target: { value: 'cs-soacha22' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'Luz@correo.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const seccion = await screen.findByRole('region', { name: 'Tus datos' });
    fireEvent.click(within(seccion).getByRole('button', { name: 'Borrar mis datos' }));
    expect(screen.getByRole('dialog').textContent).toContain('10 años que exige la ley comercial');
    fireEvent.click(screen.getByRole('button', { name: 'Sí, borrar mis datos' }));
  };

  it('deletes the buyer’s data of that order once confirmed and replaces the order by the answer', async () => {
    const mensaje = 'Borramos tu correo, tu teléfono y tu dirección de este pedido.';
    await consultar(() =>
      json(200, {
        succes: {
          factura: 'CS-SOACHA22',
          anonimizacion: 'parcial',
          conservado: [],
          conservado_hasta: '2036-11-20',
          mensaje,
        },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(mensaje);
    expect(callsTo('POST /api/ventas/consulta/borrar').map((c) => c.body)).toEqual([
      { factura: 'CS-SOACHA22', email: 'luz@correo.co', confirmar: '1' },
    ]);
    expect(screen.queryByRole('heading', { name: 'Factura CS-SOACHA22' })).toBeNull();
  });

  it('keeps the order on screen when the server refuses (409)', async () => {
    await consultar(() => json(409, { error: 'conflict', message: 'Tu pedido aún no se ha entregado.' }));
    await waitFor(() => expect(callsTo('POST /api/ventas/consulta/borrar')).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Tus datos' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
