import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Producto } from '../../common/wire/productos';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { CLASES_IVA as CLASES_COMUNES } from '../../common/iva';
import { CampoEnLinea } from '../../web/src/features/admin/components/CampoEnLinea';
import { FondoSection } from '../../web/src/features/admin/components/FondoSection';
import { ListaProductosFactura } from '../../web/src/features/admin/components/ListaProductosFactura';
import {
  CLASES_IVA,
  edicionEnLinea,
  leerPorcentaje,
  leerPrecio,
  problemaFondo,
  problemaImagenes,
  siguientesEntregas,
  totalLinea,
} from '../../web/src/features/admin/logic';
import ProductosPage from '../../web/src/features/admin/pages/ProductosPage';
import { despejar, type Llamada, type RutasFalsas, servidorFalso, toastMock } from './support';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const MB2 = 2 * 1024 * 1024;

let llamadas: Llamada[] = [];
const servidor = (rutas: RutasFalsas) => {
  llamadas = servidorFalso(rutas);
};

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.setItem('token', 'tok');
});
afterEach(despejar);

describe('the staff rules', () => {
  it('offers the IVA classes common/iva.ts knows, in its order', () => {
    expect(CLASES_IVA).toEqual(CLASES_COMUNES);
  });

  it('totals an order line as (unit − unit × pct / 100) × quantity, to the cent', () => {
    expect(totalLinea(10_000, 10, 3)).toBe(27_000);
    expect(totalLinea(8_900, 15, 1)).toBe(7_565);
    expect(totalLinea(9_999, 33, 2)).toBe(13_398.66);
    expect(totalLinea(12_500, 0, 2)).toBe(25_000);
  });

  it('saves a changed cell trimmed, refuses a blank one and ignores an unchanged one', () => {
    expect(edicionEnLinea('Vitamina C', '  Vitamina D ')).toEqual({ accion: 'guardar', valor: 'Vitamina D' });
    expect(edicionEnLinea('Vitamina C', '   ')).toEqual({ accion: 'vacio' });
    expect(edicionEnLinea('Vitamina C', 'Vitamina C  ')).toEqual({ accion: 'nada' });
  });

  it('reads prices as whole pesos and percentages as integers from 0 to 100', () => {
    expect(leerPrecio('25000')).toBe(25_000);
    expect(leerPrecio('$ 25.000')).toBe(25_000);
    expect(leerPrecio('0')).toBeNull();
    expect(leerPrecio('25000,5')).toBeNull();
    expect(leerPrecio('veinte')).toBeNull();
    expect(leerPorcentaje('0')).toBe(0);
    expect(leerPorcentaje('100')).toBe(100);
    expect(leerPorcentaje('101')).toBeNull();
    expect(leerPorcentaje('-5')).toBeNull();
    expect(leerPorcentaje('12.5')).toBeNull();
  });

  it('checks the home background before sending with the specification messages', () => {
    expect(problemaFondo(undefined)).toBe('No se seleccionó ningún archivo.');
    expect(problemaFondo(file('f.webp', 'image/webp'))).toBe('Solo se permiten imágenes de tipo JPEG, PNG o JPG.');
    expect(problemaFondo(file('f.gif', 'image/gif'))).toBe('Solo se permiten imágenes de tipo JPEG, PNG o JPG.');
    expect(problemaFondo(file('f.png', 'image/png', MB2 + 1))).toBe('El archivo no debe exceder los 2 MB.');
    expect(problemaFondo(file('f.jpg', 'image/jpeg', MB2))).toBeNull();
    expect(problemaFondo(file('f.png', 'image/png'))).toBeNull();
  });

  it('allows up to four product images of the accepted types', () => {
    const png = () => file('p.png', 'image/png');
    expect(problemaImagenes([png(), png(), png(), png()])).toBeNull();
    expect(problemaImagenes([png(), png(), png(), png(), png()])).toBe('Puede seleccionar hasta 4 imágenes.');
    expect(problemaImagenes([file('p.gif', 'image/gif')])).toBe('La imagen debe ser JPEG, PNG o WebP.');
    expect(problemaImagenes([file('p.webp', 'image/webp', MB2 + 1)])).toBe('La imagen no puede pesar más de 2 MB.');
  });

  it('offers only the delivery steps the server allows: forward when paid, cancel before shipping', () => {
    expect(siguientesEntregas('pendiente', 'aprobado')).toEqual(['preparando', 'cancelado']);
    expect(siguientesEntregas('pendiente', 'pendiente')).toEqual(['cancelado']);
    expect(siguientesEntregas('preparando', 'aprobado')).toEqual(['enviado', 'cancelado']);
    expect(siguientesEntregas('enviado', 'aprobado')).toEqual(['entregado']);
    expect(siguientesEntregas('entregado', 'aprobado')).toEqual([]);
    expect(siguientesEntregas('cancelado', 'aprobado')).toEqual([]);
  });
});

describe('a cell edited in place', () => {
  it('refuses an emptied product name with the specification warning and puts the name back', async () => {
    const onGuardar = vi.fn(async () => undefined);
    render(
      <CampoEnLinea
        valor="Ibuprofeno"
        etiqueta="Nombre"
        avisoVacio="No se actualizó el campo, está vacío"
        onGuardar={onGuardar}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.blur(input);
    expect(toastMock.warning).toHaveBeenCalledWith('No se actualizó el campo, está vacío');
    expect(onGuardar).not.toHaveBeenCalled();
    expect(input.value).toBe('Ibuprofeno');
  });

  it('saves a changed value once, on leaving the cell, and not an unchanged one', async () => {
    const onGuardar = vi.fn(async () => undefined);
    render(<CampoEnLinea valor="Ibuprofeno" etiqueta="Nombre" avisoVacio="vacío" onGuardar={onGuardar} />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    fireEvent.blur(input);
    expect(onGuardar).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' Ibuprofeno 800 ' } });
    expect(onGuardar).not.toHaveBeenCalled();
    fireEvent.blur(input);
    await waitFor(() => expect(onGuardar).toHaveBeenCalledWith('Ibuprofeno 800'));
    expect(onGuardar).toHaveBeenCalledTimes(1);
  });

  it('puts the stored value back when the server refuses the change', async () => {
    const onGuardar = vi.fn(async () => Promise.reject(new Error('422')));
    render(<CampoEnLinea valor="Loratadina" etiqueta="Nombre" avisoVacio="vacío" onGuardar={onGuardar} />);
    const input = screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Lora' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('Loratadina'));
  });
});

const producto = (extra: Partial<Producto> = {}): Producto => ({
  id: 7,
  nombre: 'Ibuprofeno 400 mg',
  id_marca: 1,
  nombre_marca: 'Genfar',
  id_promocion: 0,
  nombre_promocion: '',
  porcentaje: 0,
  precio: 8_900,
  precio_final: 8_900,
  estado: '1',
  imagen1: 'productos/a.png',
  imagen2: '',
  imagen3: '',
  imagen4: '',
  id_caract: 0,
  nombre_caract: '',
  caracteristica: '',
  ficha_tecnica: '',
  uso_adecuado: '',
  aviso_legal: '',
  stock: null,
  stock_minimo: 1,
  iva: 19,
  disponible: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('the products screen', () => {
  it('posts the whole row with one field changed, and a lock click right after builds on the saved name', async () => {
    let guardado = producto();
    servidor({
      'GET /api/producto/index': { succes: [guardado], total: 1, page: 1, limit: 50 },
      'GET /api/marcas/index': { succes: [{ id: 1, nombre: 'Genfar' }] },
      'GET /api/promocion/index': { succes: [] },
      'GET /api/caracteristica/all': { succes: [] },
      'POST /api/producto/update': async (body: Producto) => {
        await new Promise((r) => setTimeout(r, 20));
        guardado = { ...guardado, nombre: body.nombre, estado: body.estado };
        return { succes: guardado };
      },
    });
    render(<ProductosPage />);
    const nombre = await screen.findByRole('textbox', { name: 'Nombre: Ibuprofeno 400 mg' });
    fireEvent.change(nombre, { target: { value: 'Ibuprofeno 800 mg' } });
    fireEvent.blur(nombre);
    // clicked while the name is still being saved
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar producto Ibuprofeno 400 mg' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Activar producto Ibuprofeno 800 mg' })).toBeTruthy(),
    );
    const updates = llamadas.filter((l) => l.path === '/api/producto/update').map((l) => l.body as Producto);
    expect(updates).toHaveLength(2);
    // the row goes back without its stock fields, which only a stock change posts (issue 21)
    const { stock: _s, stock_minimo: _m, disponible: _d, ...fila } = producto();
    expect(updates[0]).toEqual({ ...fila, nombre: 'Ibuprofeno 800 mg', estado: '1' });
    expect(updates[1]).toMatchObject({ id: 7, nombre: 'Ibuprofeno 800 mg', estado: '0', precio: 8_900, id_marca: 1 });
    expect(
      screen.getByRole('button', { name: 'Activar producto Ibuprofeno 800 mg' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(toastMock.success).toHaveBeenCalledWith('Producto actualizado', expect.anything());
  });

  it('refuses a fifth image in the new product form with the specification alert', async () => {
    servidor({
      'GET /api/producto/index': { succes: [], total: 0, page: 1, limit: 50 },
      'GET /api/marcas/index': { succes: [{ id: 1, nombre: 'Genfar' }] },
      'GET /api/promocion/index': { succes: [] },
      'GET /api/caracteristica/all': { succes: [] },
    });
    URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    render(<ProductosPage />);
    await screen.findByText('Aún no hay productos. Cree el primero con «Crear Nuevo Producto».');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Nuevo Producto' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Nuevo Producto' });
    const input = within(dialog).getByLabelText('Imágenes (de 1 a 4)');
    const cinco = Array.from({ length: 5 }, (_, i) => file(`f${i}.png`, 'image/png'));
    fireEvent.change(input, { target: { files: cinco } });
    expect(toastMock.warning).toHaveBeenCalledWith('Puede seleccionar hasta 4 imágenes.');
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);

    fireEvent.change(input, { target: { files: cinco.slice(0, 2) } });
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
  });

  it('previews **bold** in the product texts as bold, never as HTML', async () => {
    servidor({
      'GET /api/producto/index': { succes: [], total: 0, page: 1, limit: 50 },
      'GET /api/marcas/index': { succes: [] },
      'GET /api/promocion/index': { succes: [] },
      'GET /api/caracteristica/all': { succes: [] },
    });
    render(<ProductosPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear Nuevo Producto' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Nuevo Producto' });
    fireEvent.change(within(dialog).getByLabelText('Ficha técnica'), {
      target: { value: 'Tome **dos tabletas** <img src=x onerror=alert(1)>' },
    });
    const negrita = within(dialog).getByText('dos tabletas');
    expect(negrita.tagName).toBe('STRONG');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    const preview = dialog.querySelector('.admin-preview') as HTMLElement;
    expect(preview.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('the invoice detail', () => {
  it('shows a spinner, then each line, the amounts down to the total charged and where the order goes', async () => {
    let responder: (v: unknown) => void = () => undefined;
    servidor({
      'POST /api/ventas/index/productos': () => new Promise((r) => (responder = r)),
    });
    render(<ListaProductosFactura factura="CS-123" onClose={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('Cargando productos de la factura');
    await act(async () =>
      responder({
        succes: [
          {
            nombre_produto: 'Ibuprofeno',
            nombre_promocion: 'Semana de la salud',
            nombre_marca: 'Genfar',
            cantidad: 3,
            valor_unitario: 8_900,
            procentaje_aplicado: 10,
          },
          {
            nombre_produto: 'Loratadina',
            nombre_promocion: '',
            nombre_marca: 'MK',
            cantidad: 1,
            valor_unitario: 3_500,
            procentaje_aplicado: 0,
          },
        ],
        // medicines, excluidos: 27.530 less a 10 % code (2.753) is the base; envío 9.000 on top
        venta: {
          id: 5,
          factura: 'CS-123',
          nombre: 'Luz Marina',
          apellidos: 'Soacha',
          telefono_cliente: '3115551234',
          email: 'luz@example.co',
          documento: '',
          ciudad: 'Soacha',
          direccion: 'Calle 13 # 7-20',
          status_pago: 'aprobado',
          status_pago_texto: 'Pagado',
          status_entrega: 'pendiente',
          status_entrega_texto: 'Pendiente',
          created_at: '2026-11-20T15:00:00.000Z',
          pago_duplicado: false,
          impuestos: [{ tarifa: 0, base: 24_777, iva: 0 }],
          subtotal: 24_777,
          iva: 0,
          envio: 9_000,
          descuento: 2_753,
          cupon: 'SALUD10',
          redondeo: 0,
          total: 33_777,
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Productos de la factura' });
    const filas = within(dialog).getAllByRole('row');
    const texto = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');
    // money as the store shows it: whole pesos, no cents
    expect(texto(filas[1])).toContain('$ 24.030');
    expect(texto(filas[2])).toContain('$ 3.500');
    expect(texto(dialog)).not.toMatch(/,\d\d\b/);
    // the total charged: with the code's descuento and the envío, not only the lines
    expect(filas.slice(3).map(texto)).toEqual([
      'Productos (IVA incluido)$ 27.530',
      'Descuento (código SALUD10)−$ 2.753',
      'Subtotal sin IVA$ 24.777',
      'IVA$ 0',
      'Excluido de IVA$ 24.777',
      'Envío$ 9.000',
      'Total de la factura$ 33.777',
    ]);
    // where it goes: the buyer, her e-mail, phone and address
    const envio = within(dialog).getByRole('region', { name: 'Datos para el envío' });
    expect(texto(envio)).toBe(
      'CompradorLuz Marina SoachaCorreo electrónicoluz@example.coTeléfono+57 311 555 1234DirecciónCalle 13 # 7-20, Soacha',
    );
    expect(llamadas[0]).toMatchObject({
      method: 'POST',
      path: '/api/ventas/index/productos',
      body: { factura: 'CS-123' },
    });
  });
});

describe('the home background section', () => {
  it('refuses a WebP file before sending anything, with the specification message', async () => {
    servidor({ 'GET /api/home/all': { succes: [{ id: 1, fondo: 'home/a.png' }] } });
    render(<FondoSection />);
    await screen.findByRole('img', { name: 'Imagen de fondo actual de la página de inicio' });
    fireEvent.change(screen.getByLabelText('Subir foto'), { target: { files: [file('f.webp', 'image/webp')] } });
    expect(toastMock.error).toHaveBeenCalledWith('Solo se permiten imágenes de tipo JPEG, PNG o JPG.');
    expect(llamadas.filter((l) => l.method === 'POST')).toHaveLength(0);
  });

  it('uploads a PNG as the part `fondo` and shows the new background', async () => {
    servidor({
      'GET /api/home/all': { succes: [] },
      'POST /api/home/create': { succes: { id: 2, fondo: 'home/nuevo.png' } },
    });
    render(<FondoSection />);
    await screen.findByText('Aún no hay imagen de fondo.');
    fireEvent.change(screen.getByLabelText('Subir foto'), { target: { files: [file('f.png', 'image/png')] } });
    const img = await screen.findByRole('img', { name: 'Imagen de fondo actual de la página de inicio' });
    expect(img.getAttribute('src')).toBe('/storage/home/nuevo.png');
    const [post] = llamadas.filter((l) => l.method === 'POST');
    expect(post.body).toBeInstanceOf(FormData);
    expect((post.body as FormData).get('fondo')).toBeInstanceOf(File);
    expect(toastMock.success).toHaveBeenCalledWith('La imagen se cargó con éxito', expect.anything());
  });
});
