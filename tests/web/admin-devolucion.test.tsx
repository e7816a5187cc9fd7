import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import type { DetalleVenta } from '../../common/wire/ventas';
import { DevolucionVenta } from '../../web/src/features/admin/components/DevolucionVenta';
import { callsTo, despejar, json, mockApi } from './support';

const venta = (over: Partial<DetalleVenta> = {}) =>
  ({ id: 7, factura: 'CS-SOACHA07', email: 'sofia@correo.co', status_pago: 'aprobado', ...over }) as DetalleVenta;

/** Two units of a $ 12.000 crema (one already returned) and one jarabe; $ 8.000 of envío. */
const devolvible = {
  venta_id: 7,
  total: 44_000,
  envio: 8_000,
  pagado: 44_000,
  devuelto: 12_000,
  lineas: [
    { linea: 31, nombre_produto: 'Crema', cantidad: 2, devueltas: 1, total: 24_000, valor_unitario: 12_000, iva: 19 },
    { linea: 32, nombre_produto: 'Jarabe', cantidad: 1, devueltas: 0, total: 12_000, valor_unitario: 12_000, iva: 5 },
  ],
  devoluciones: [],
};

function servidor() {
  mockApi({
    'GET /api/ventas/7/devoluciones': () => json(200, { succes: devolvible }),
    'POST /api/ventas/7/devoluciones': (call) => {
      const b = call.body as { lineas: { cantidad: number }[] };
      return json(201, { succes: { id: 1, monto: b.lineas.length === 2 ? 32_000 : 12_000, estado: 'aprobado' } });
    },
  });
}

beforeEach(() => localStorage.setItem('token', 'tok'));
afterEach(despejar);

describe('"Devolver" in an order’s detail', () => {
  it('shows nothing for an order that is not paid', () => {
    servidor();
    const { container } = render(<DevolucionVenta venta={venta({ status_pago: 'pendiente' })} onHecha={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('limits each line to the units left, shows the amount, asks to confirm and sends one key', async () => {
    servidor();
    const onHecha = vi.fn();
    render(<DevolucionVenta venta={venta()} onHecha={onHecha} />);
    fireEvent.click(screen.getByRole('button', { name: 'Devolver productos de la factura CS-SOACHA07' }));
    const crema = await screen.findByLabelText('Unidades de Crema que devuelve (máximo 1)');
    expect(crema.getAttribute('max')).toBe('1');
    expect(screen.getByText('Compradas: 2; ya devueltas: 1')).toBeTruthy();

    // nothing chosen: said in Spanish, nothing sent
    fireEvent.click(screen.getByRole('button', { name: 'Revisar devolución' }));
    expect(screen.getByRole('alert').textContent).toBe('Elija al menos una unidad para devolver.');

    // more than is left is held to the maximum; the amount is the server's rule
    fireEvent.change(crema, { target: { value: '5' } });
    expect((crema as HTMLInputElement).value).toBe('1');
    expect(screen.getByText(/Monto a devolver: \$\s?12\.000/)).toBeTruthy();
    // everything left: envío comes back too
    fireEvent.change(screen.getByLabelText('Unidades de Jarabe que devuelve (máximo 1)'), { target: { value: '1' } });
    expect(screen.getByText(/Monto a devolver: \$\s?32\.000/)).toBeTruthy();
    expect(screen.getByText('Incluye el envío: con estas unidades se devuelve todo el pedido.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revisar devolución' }));
    expect(screen.getByRole('alert').textContent).toBe('Escriba el motivo (al menos 3 caracteres).');
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Llegó dañado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar devolución' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /¿Confirma la devolución de \$\s?32\.000\? .* sofia@correo\.co recibe la nota crédito\./,
    );
    expect(callsTo('POST /api/ventas/7/devoluciones')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar devolución' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /Devolución registrada: \$\s?32\.000 \(dinero devuelto\)\./,
      ),
    );
    const [envio] = callsTo('POST /api/ventas/7/devoluciones');
    expect(envio.body).toMatchObject({
      lineas: [
        { linea: 31, cantidad: 1 },
        { linea: 32, cantidad: 1 },
      ],
      motivo: 'Llegó dañado',
    });
    expect(String(envio.body?.clave)).toMatch(/^dev-[0-9a-f-]{36}$/);
    expect(onHecha).toHaveBeenCalledTimes(1);
  });
});
