import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ProductoPage from '../../web/src/features/tienda/pages/ProductoPage';
import { conTiendaLimpia, mockApi, producto, respuesta } from './tienda-helpers';

const abrir = (id: string) =>
  render(
    <MemoryRouter initialEntries={[`/e-comerce/${id}`]}>
      <Routes>
        <Route path="/e-comerce/:id" element={<ProductoPage />} />
      </Routes>
    </MemoryRouter>,
  );

conTiendaLimpia();

describe('the product page', () => {
  it('shows the brand, prices, the discount badge and the text sections with bold only', async () => {
    mockApi({
      '/api/producto/find': (url) =>
        url.searchParams.get('id') === '5'
          ? {
              succes: producto({
                id: 5,
                nombre: 'Omega 3',
                precio: 38_900,
                porcentaje: 15,
                nombre_marca: 'Procaps',
                imagen2: 'productos/5b.png',
                ficha_tecnica: '**Composición:** aceite <script>alert(1)</script>',
                aviso_legal: '**No es un medicamento.**',
              }),
            }
          : respuesta(404, { message: 'Producto no encontrado' }),
    });
    abrir('5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Omega 3' })).toBeTruthy();
    expect(screen.getByText('Procaps')).toBeTruthy();
    expect(screen.getByText('ahora 15 % de descuento')).toBeTruthy();
    expect(document.querySelector('.detalle__info del')?.textContent).toMatch(/38\.900/);
    expect(document.querySelector('.detalle__info .precio__ahora')?.textContent).toMatch(/33\.065/);
    // prices include the product's IVA class (19 % unless the product says otherwise)
    expect(screen.getByText('IVA incluido (19 %).')).toBeTruthy();
    const ficha = screen.getByText('Ficha técnica').closest('details') as HTMLElement;
    expect(ficha.querySelector('strong')?.textContent).toBe('Composición:');
    expect(ficha.querySelector('script')).toBeNull();
    expect(ficha.textContent).toContain('<script>alert(1)</script>');
    expect(screen.getByRole('button', { name: 'Ver foto 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Volver al listado/ }).getAttribute('href')).toBe('/e-comerce');
  });

  it('treats an inactive product (as a staff session reads it) as not found', async () => {
    mockApi({
      '/api/producto/find': () => ({ succes: producto({ id: 6, nombre: 'Retirado', precio: 1_000, estado: '0' }) }),
    });
    abrir('6');
    expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agregar al carrito' })).toBeNull();
  });

  it('says not found for an unknown id, and for a malformed one without asking the server', async () => {
    const calls = mockApi({ '/api/producto/find': () => respuesta(404, { message: 'Producto no encontrado' }) });
    abrir('999');
    expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeTruthy();
    cleanup();
    abrir('abc');
    expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeTruthy();
    expect(calls.map((c) => c.url.searchParams.get('id'))).toEqual(['999']);
  });
});
