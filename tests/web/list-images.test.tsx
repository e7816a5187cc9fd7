import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storageUrl } from '../../common/imagenes';
import type { Producto } from '../../common/wire/productos';
import type { Profesional } from '../../common/wire/profesionales';
import { ProfesionalCard } from '../../web/src/features/directorio/components/ProfesionalCard';
import { ProductoCard } from '../../web/src/features/tienda/components/ProductoCard';
import { imagenLista } from '../../web/src/lib/format';
import { despejar, renderRoutes } from './support';

afterEach(despejar);

const profesional = (over: Partial<Profesional> = {}): Profesional => ({
  id: 7,
  name: 'Ana Rojas',
  nombre: 'Ana',
  apellido: 'Rojas',
  celular: '3001234567',
  cedula: '',
  fijo: '',
  email: '',
  cargo: 'Cardiología',
  especialidad_id: 0,
  ciudad: 'Bogotá',
  direccion: '',
  publico: '',
  mediospago: '',
  horarioatencion: '',
  activo: 1,
  destacado: 1,
  virtual: 0,
  presencial: 1,
  promedio: 4,
  comentarios: 1,
  verificados: 0,
  fotoperfil: 'usuarios/7/perfil.jpg',
  foto1: '',
  foto2: '',
  foto3: '',
  foto4: '',
  foto5: '',
  foto6: '',
  foto7: '',
  foto8: '',
  precio_consulta: null,
  aseguradoras: [],
  idiomas: ['es'],
  rethus: '',
  condiciones: '',
  proxima_disponible: null,
  ...over,
});

const producto: Producto = {
  id: 3,
  nombre: 'Crema hidratante',
  id_marca: 1,
  nombre_marca: 'Genfar',
  id_promocion: 0,
  nombre_promocion: '',
  porcentaje: 0,
  precio: 20000,
  precio_final: 20000,
  estado: '1',
  imagen1: 'productos/abc.png',
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
};

const copias = (key: string) => `/storage/${key}?w=160 160w, /storage/${key}?w=320 320w, /storage/${key}?w=640 640w`;

describe('list images', () => {
  it('a specialist card asks for the small WebP copies of the profile photo, sized for its 88 px circle', () => {
    const { container } = renderRoutes([{ path: '/', element: <ProfesionalCard profesional={profesional()} /> }], '/');
    const img = container.querySelector('img.doc-card__photo') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/storage/usuarios/7/perfil.jpg?w=320');
    expect(img.getAttribute('srcset')).toBe(copias('usuarios/7/perfil.jpg'));
    expect(img.getAttribute('sizes')).toBe('128px');
  });

  it('a product card asks for the small copies and keeps its 320 × 320 box', () => {
    renderRoutes([{ path: '/', element: <ProductoCard p={producto} onAgregar={() => undefined} /> }], '/');
    const img = screen.getByRole('img', { name: 'Crema hidratante' });
    expect(img.getAttribute('src')).toBe('/storage/productos/abc.png?w=320');
    expect(img.getAttribute('srcset')).toBe(copias('productos/abc.png'));
    expect(img.getAttribute('sizes')).toContain('280px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '320']);
  });

  it('storageUrl keeps the original without a width and names no image without a key', () => {
    expect(storageUrl('home/fondo.jpg')).toBe('/storage/home/fondo.jpg');
    expect(storageUrl('productos/a.png', 160)).toBe('/storage/productos/a.png?w=160');
    expect(storageUrl(null, 320)).toBe('');
    expect(imagenLista(null, '64px')).toEqual({ src: '', srcSet: undefined, sizes: '64px' });
  });
});
