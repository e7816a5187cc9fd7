import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { CarritoPanel } from '../../web/src/features/tienda/components/CarritoPanel';
import { useTiendaUi } from '../../web/src/features/tienda/store';
import { agregarAlCarrito, leerCarrito } from '../../web/src/lib/carrito';
import { db } from '../../web/src/lib/db';
import { conTiendaLimpia, findEn, mockApi, producto } from './tienda-helpers';

const VITAMINA = producto({ id: 1, nombre: 'Vitamina C', precio: 12_900, porcentaje: 10 });
const GASAS = producto({ id: 2, nombre: 'Gasas estériles', precio: 5_500 });

function abrirCarrito() {
  useTiendaUi.setState({ carritoAbierto: true });
  return render(
    <MemoryRouter>
      <CarritoPanel />
      <Toaster />
    </MemoryRouter>,
  );
}
const dialogo = () => within(screen.getByRole('dialog', { name: 'Carrito de compras' }));
const total = () => document.querySelector('.carrito__total strong')?.textContent?.replace(/\s/g, ' ');

conTiendaLimpia();

describe('the cart panel', () => {
  it('says the cart is empty', async () => {
    mockApi({ '/api/producto/find': findEn(() => []) });
    abrirCarrito();
    expect(await dialogo().findByText('No hay productos agregados al carrito')).toBeTruthy();
  });

  it('changes quantities (never below 1), removes a line and keeps the total', async () => {
    mockApi({ '/api/producto/find': findEn(() => [VITAMINA, GASAS]) });
    await agregarAlCarrito(VITAMINA);
    await agregarAlCarrito(GASAS);
    abrirCarrito();
    await waitFor(() => expect(total()).toMatch(/17\.110/)); // 11.610 + 5.500
    // a line's amount includes its IVA, and a screen reader hears it so (not "sin IVA")
    const importes = [...document.querySelectorAll('.carrito__subtotal')].map((p) =>
      p.textContent?.replace(/\s/g, ' '),
    );
    expect(importes).toEqual(['Valor con IVA incluido $ 11.610', 'Valor con IVA incluido $ 5.500']);

    fireEvent.click(dialogo().getByRole('button', { name: 'Aumentar cantidad de Gasas estériles' }));
    fireEvent.click(dialogo().getByRole('button', { name: 'Aumentar cantidad de Gasas estériles' }));
    await waitFor(() => expect(total()).toMatch(/28\.110/));
    const menos = dialogo().getByRole('button', { name: 'Disminuir cantidad de Vitamina C' });
    expect(menos.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(menos);
    // a later '+' lands after that click: from 1, it makes 2
    fireEvent.click(dialogo().getByRole('button', { name: 'Aumentar cantidad de Vitamina C' }));
    await waitFor(() => expect(total()).toMatch(/39\.720/)); // 2 × 11.610 + 16.500
    expect((await db.carrito.get(1))?.cantidad).toBe(2);

    fireEvent.click(dialogo().getByRole('button', { name: 'Quitar Vitamina C del carrito' }));
    expect(await screen.findByText('Se eliminó el producto')).toBeTruthy();
    await waitFor(() => expect(total()).toMatch(/16\.500/));
    expect((await leerCarrito()).map((l) => [l.id, l.cantidad])).toEqual([[2, 3]]);
  });

  it('flags a product that is no longer sold and blocks the checkout until it is removed', async () => {
    const RETIRADO = producto({ id: 3, nombre: 'Retirado', precio: 1_000 });
    // inactive (as a staff session reads it) or gone (404, as the public reads it)
    mockApi({ '/api/producto/find': findEn(() => [VITAMINA, { ...GASAS, estado: '0' }]) });
    await agregarAlCarrito(VITAMINA);
    await agregarAlCarrito(GASAS);
    await agregarAlCarrito(RETIRADO);
    abrirCarrito();
    await waitFor(() => expect(dialogo().getAllByText('Este producto ya no está disponible')).toHaveLength(2));
    fireEvent.click(dialogo().getByRole('button', { name: 'Quitar Retirado del carrito' }));
    const comprar = dialogo().getByRole('button', { name: 'Finalizar compra' });
    expect(comprar.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(comprar);
    expect(useTiendaUi.getState().compraAbierta).toBe(false);

    fireEvent.click(dialogo().getByRole('button', { name: 'Quitar Gasas estériles del carrito' }));
    await waitFor(() => expect(dialogo().queryByText('Este producto ya no está disponible')).toBeNull());
    await waitFor(() => expect(comprar.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(comprar);
    await waitFor(() => expect(useTiendaUi.getState().compraAbierta).toBe(true));
    expect(useTiendaUi.getState().carritoAbierto).toBe(false);
  });

  it('flags a changed price and lets the buyer accept the new one before paying', async () => {
    await agregarAlCarrito(VITAMINA); // 11.610 when added
    mockApi({ '/api/producto/find': findEn(() => [{ ...VITAMINA, porcentaje: 0, precio_final: 12_900 }]) });
    abrirCarrito();
    expect(await dialogo().findByText('El precio cambió')).toBeTruthy();
    expect(dialogo().getByText(/Antes \$\s11\.610, ahora \$\s12\.900\./)).toBeTruthy();
    fireEvent.click(dialogo().getByRole('button', { name: 'Aceptar nuevo precio' }));
    await waitFor(() => expect(dialogo().queryByText('El precio cambió')).toBeNull());
    expect(total()).toMatch(/12\.900/);
    expect(await db.carrito.get(1)).toMatchObject({ precio_final: 12_900, porcentaje: 0, cantidad: 1 });
  });

  it('re-checks the catalogue when the buyer goes to pay', async () => {
    let precio = VITAMINA.precio_final;
    const calls = mockApi({ '/api/producto/find': findEn(() => [{ ...VITAMINA, precio_final: precio }]) });
    await agregarAlCarrito(VITAMINA);
    abrirCarrito();
    await waitFor(() => expect(calls.length).toBe(1));
    precio = 9_999; // the promotion changed while the panel was open
    // the panel reads its lines from IndexedDB: the button shows once they are read
    fireEvent.click(await dialogo().findByRole('button', { name: 'Finalizar compra' }));
    expect(await dialogo().findByText('El precio cambió')).toBeTruthy();
    expect(calls.length).toBe(2);
    expect(useTiendaUi.getState().compraAbierta).toBe(false);
  });
});
