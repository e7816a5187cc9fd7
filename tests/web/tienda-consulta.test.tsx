import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsultaVenta } from '../../common/wire/ventas';
import ConsultaVentaPage from '../../web/src/features/tienda/pages/ConsultaVentaPage';
import { mockApi } from './tienda-helpers';

const VENTA: ConsultaVenta = {
  factura: 'CS-SOACHA22',
  status_pago: 'aprobado',
  status_pago_texto: 'Aprobado',
  status_entrega: 'pendiente',
  status_entrega_texto: 'Pendiente',
  impuestos: [{ tarifa: 19, base: 50_420, iva: 9_580 }],
  subtotal: 50_420,
  iva: 9_580,
  envio: 12_000,
  descuento: 0,
  cupon: '',
  redondeo: 0,
  total: 72_000,
  ciudad: 'Soacha',
  vendedor: { nit: '800197268-4', razon_social: 'Salud en Casa S.A.S.' },
  created_at: '2026-11-20T15:00:00.000Z',
  productos: [
    {
      nombre_produto: 'Tensiómetro digital',
      nombre_marca: 'Omron',
      nombre_promocion: '',
      cantidad: 1,
      valor_unitario: 60_000,
      procentaje_aplicado: 0,
      iva: 19,
      total: 60_000,
    },
  ],
  seguimiento: [],
};

/** Opens the look-up and asks for Luz's order, as she would type it. */
function consultar() {
  render(
    <MemoryRouter>
      <ConsultaVentaPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Código de la factura'), { target: { value: 'cs-soacha22' } });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'luz@correo.co' } });
  fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the order look-up', () => {
  it('shows the breakdown, the seller with its NIT and that the receipt is not a DIAN electronic invoice', async () => {
    mockApi({ '/api/ventas/consulta': () => ({ succes: VENTA }) });
    consultar();
    const titulo = await screen.findByRole('heading', { name: 'Valores del pedido' });
    const cuentas = (titulo.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
    expect(cuentas).toBe(
      'Subtotal sin IVA$ 50.420IVA$ 9.580Base gravable al 19 %$ 50.420IVA al 19 %$ 9.580Envío$ 12.000Total$ 72.000',
    );
    expect(
      screen.getByText(
        'Vendedor: Salud en Casa S.A.S., NIT 800197268-4. Este comprobante no es una factura electrónica de venta validada por la DIAN.',
      ),
    ).toBeTruthy();
  });

  it('names the discount code on its line', async () => {
    // 60.000 − 6.000 of SALUD10 at 19 %: base 45.378 and IVA 8.622 on 54.000; + 12.000 envío
    const conCodigo = {
      ...VENTA,
      impuestos: [{ tarifa: 19, base: 45_378, iva: 8_622 }],
      subtotal: 45_378,
      iva: 8_622,
      descuento: 6_000,
      cupon: 'SALUD10',
      total: 66_000,
    };
    mockApi({ '/api/ventas/consulta': () => ({ succes: conCodigo }) });
    consultar();
    const titulo = await screen.findByRole('heading', { name: 'Valores del pedido' });
    const cuentas = (titulo.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
    expect(cuentas).toBe(
      'Productos (IVA incluido)$ 60.000Descuento (código SALUD10)−$ 6.000Subtotal sin IVA$ 45.378IVA$ 8.622' +
        'Base gravable al 19 %$ 45.378IVA al 19 %$ 8.622Envío$ 12.000Total$ 66.000',
    );
  });

  it('shows each tarifa and the peso of rounding left in the buyer’s favour (decision 0018)', async () => {
    // 45.900 at 19 %, 10.500 at 5 %, 8.000 excluido: 45.900 is no base plus its IVA (38.571 + 7.328)
    const mixta = {
      ...VENTA,
      impuestos: [
        { tarifa: 19, base: 38_571, iva: 7_328 },
        { tarifa: 5, base: 10_000, iva: 500 },
        { tarifa: 0, base: 8_000, iva: 0 },
      ],
      subtotal: 56_571,
      iva: 7_828,
      redondeo: 1,
      total: 76_399,
    };
    mockApi({ '/api/ventas/consulta': () => ({ succes: mixta }) });
    consultar();
    const titulo = await screen.findByRole('heading', { name: 'Valores del pedido' });
    const cuentas = (titulo.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
    expect(cuentas).toBe(
      'Productos (IVA incluido)$ 64.400Redondeo a su favor−$ 1Subtotal sin IVA$ 56.571IVA$ 7.828' +
        'Base gravable al 19 %$ 38.571IVA al 19 %$ 7.328Base gravable al 5 %$ 10.000IVA al 5 %$ 500' +
        'Excluido de IVA$ 8.000Envío$ 12.000Total$ 76.399',
    );
  });

  it("shows the order's steps as a timeline, with the carrier and the tracking number", async () => {
    const paso = (p: string, texto: string, fecha: string, extra = {}) => ({
      paso: p,
      texto,
      fecha,
      transportadora: '',
      guia: '',
      motivo: '',
      ...extra,
    });
    const seguimiento = [
      paso('recibido', 'Pedido recibido', '2026-11-20T15:00:00.000Z'),
      paso('pagado', 'Pago aprobado', '2026-11-20T15:02:00.000Z'),
      paso('enviado', 'Enviado', '2026-11-21T14:30:00.000Z', { transportadora: 'Servientrega', guia: '700012345678' }),
    ];
    mockApi({ '/api/ventas/consulta': () => ({ succes: { ...VENTA, seguimiento } }) });
    consultar();
    const titulo = await screen.findByRole('heading', { name: 'Seguimiento del pedido' });
    const pasos = within(titulo.parentElement as HTMLElement).getAllByRole('listitem');
    expect(pasos.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Pedido recibido',
      'Pago aprobado',
      'Enviado',
    ]);
    expect(pasos[2].textContent).toContain('Transportadora: Servientrega');
    expect(pasos[2].textContent).toContain('Número de guía: 700012345678');
    // in Bogotá time, whatever the device's zone
    expect(pasos[2].querySelector('time')?.textContent).toMatch(/21 de noviembre de 2026.*9:30/);
  });
});
