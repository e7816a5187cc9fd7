/**
 * What the directory shows of a profesional, and the approval of her changes (issue 22 item 4):
 * the "Publicar mi celular" switch and the "pendiente de aprobación" notice of her profile form,
 * the public profile without a phone line she did not publish, and the admins' list of changes.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cuenta, PropuestaAdmin } from '../../common/wire/cuentas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { PropuestasSection } from '../../web/src/features/admin/components/PropuestasSection';
import { PerfilInfo } from '../../web/src/features/directorio/components/PerfilDetails';
import { PerfilModal } from '../../web/src/features/panel/components/PerfilModal';
import { CuentaActualContext } from '../../web/src/lib/cuenta-actual';
import { callsTo, despejar, json, mockApi, toastMock } from './support';

afterEach(despejar);

const cuenta = (over: Partial<Cuenta> = {}): Cuenta => ({
  id: 7,
  name: 'Ana',
  nombre: 'Ana',
  apellido: 'Rojas',
  celular: '3001234567',
  cedula: '52123456',
  fijo: '6015551234',
  email: 'ana@correo.co',
  cargo: 'Dermatología',
  especialidad_id: 0,
  ciudad: 'Bogotá',
  direccion: 'Calle 100 # 15-20',
  publico: '',
  mediospago: '',
  horarioatencion: '',
  activo: 1,
  destacado: 0,
  virtual: 1,
  presencial: 1,
  promedio: 4.5,
  comentarios: 2,
  verificados: 1,
  fotoperfil: '',
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
  rol: 0,
  enlace_video: '',
  publicar_celular: 0,
  propuesta: null,
  ...over,
});

function abrirPerfil(
  user: Cuenta,
  respuesta: (body: Record<string, unknown>) => Cuenta = (b) => ({ ...user, ...b }) as Cuenta,
) {
  const setCuenta = vi.fn();
  mockApi({
    'GET /api/especialidades/all': () => json(200, { succes: [] }),
    'GET /api/aseguradoras': () => json(200, { succes: [] }),
    'POST /api/users/update': (c) => json(200, { succes: respuesta(c.body ?? {}) }),
  });
  render(
    <CuentaActualContext.Provider value={{ user, setCuenta }}>
      <PerfilModal open onClose={() => {}} />
    </CuentaActualContext.Provider>,
  );
  return setCuenta;
}

describe('PerfilModal: publishing her phones', () => {
  it('shows the switch off until she turns it on, and posts her choice', async () => {
    const setCuenta = abrirPerfil(cuenta());
    const interruptor = screen.getByRole('switch', { name: 'Publicar mi celular' }) as HTMLInputElement;
    expect(interruptor.checked).toBe(false);
    expect(interruptor.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(interruptor);
    expect(interruptor.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar información' }));
    await waitFor(() => expect(callsTo('POST /api/users/update')).toHaveLength(1));
    expect(String(callsTo('POST /api/users/update')[0].body?.publicar_celular)).toBe('1');
    await waitFor(() => expect(setCuenta).toHaveBeenCalledWith(expect.objectContaining({ publicar_celular: 1 })));
  });

  it('shows it on when she already publishes them', () => {
    abrirPerfil(cuenta({ publicar_celular: 1 }));
    expect((screen.getByRole('switch', { name: 'Publicar mi celular' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('PerfilModal: changes waiting for approval', () => {
  it('says which fields are pendiente de aprobación, with the values asked for', () => {
    abrirPerfil(
      cuenta({
        propuesta: {
          nombre: 'Camila',
          apellido: null,
          cedula: null,
          ciudad: 'Medellín',
          cargo: null,
          created_at: '2026-11-20T15:00:00.000Z',
        },
      }),
    );
    const aviso = screen.getByRole('status', { name: 'Cambios pendientes de aprobación' });
    expect(within(aviso).getByText('Camila')).toBeTruthy();
    expect(within(aviso).getByText('Medellín')).toBeTruthy();
    expect(within(aviso).queryByText(/Apellido/)).toBeNull();
    // the form keeps the approved values
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
  });

  it('shows no notice without a pending change', () => {
    abrirPerfil(cuenta());
    expect(screen.queryByRole('status', { name: 'Cambios pendientes de aprobación' })).toBeNull();
  });

  it('tells her after saving that the change waits for an administrator', async () => {
    const user = cuenta();
    abrirPerfil(user, () => ({
      ...user,
      propuesta: { nombre: 'Camila', apellido: null, cedula: null, ciudad: null, cargo: null, created_at: '' },
    }));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Camila' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar información' }));
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith(
        expect.stringMatching(/pendientes de aprobación/),
        expect.anything(),
      ),
    );
  });
});

describe('PerfilInfo: the public profile', () => {
  it('shows no phone line, and nothing to call, when she did not publish her phones', () => {
    render(<PerfilInfo profesional={cuenta({ celular: '', fijo: '' })} />);
    expect(screen.queryByText('Teléfono')).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('shows the call link when she published them', () => {
    render(<PerfilInfo profesional={cuenta({ celular: '3001234567' })} />);
    expect(screen.getByRole('link', { name: '+57 300 123 4567' }).getAttribute('href')).toBe('tel:+573001234567');
  });
});

const propuesta = (over: Partial<PropuestaAdmin> = {}): PropuestaAdmin => ({
  id: 41,
  user_id: 7,
  email: 'ana@correo.co',
  nombre: 'Camila',
  apellido: null,
  cedula: null,
  ciudad: 'Medellín',
  cargo: null,
  created_at: '2026-11-20T15:00:00.000Z',
  actual: { nombre: 'Ana', apellido: 'Rojas', cedula: '52123456', ciudad: 'Bogotá', cargo: 'Dermatología' },
  ...over,
});

describe('PropuestasSection (admins)', () => {
  let pendientes: PropuestaAdmin[];
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    pendientes = [propuesta()];
    mockApi({
      'GET /api/admin/propuestas': () => json(200, { succes: pendientes }),
      'POST /api/admin/propuestas/aprobar': () => {
        pendientes = [];
        return json(200, { succes: 'ok' });
      },
      'POST /api/admin/propuestas/rechazar': () => {
        pendientes = [];
        return json(200, { succes: 'ok' });
      },
    });
  });

  it('lists each change with what she has now, and approving removes it from the list', async () => {
    render(<PropuestasSection />);
    const fila = (await screen.findByText('ana@correo.co')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('Bogotá → Medellín')).toBeTruthy();
    expect(within(fila).getByText('Ana → Camila')).toBeTruthy();
    fireEvent.click(within(fila).getByRole('button', { name: 'Aprobar el cambio de Ana Rojas' }));
    await waitFor(() => expect(callsTo('POST /api/admin/propuestas/aprobar')).toHaveLength(1));
    expect(String(callsTo('POST /api/admin/propuestas/aprobar')[0].body?.id)).toBe('41');
    await waitFor(() => expect(screen.getByText('No hay cambios pendientes de aprobación.')).toBeTruthy());
  });

  it('asks for the reason before rejecting, and sends it', async () => {
    render(<PropuestasSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rechazar el cambio de Ana Rojas' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar el cambio de Ana Rojas' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar cambio' }));
    expect(await within(dialogo).findByText('Escriba el motivo (al menos 3 caracteres).')).toBeTruthy();
    expect(callsTo('POST /api/admin/propuestas/rechazar')).toHaveLength(0);
    fireEvent.change(within(dialogo).getByLabelText('Motivo del rechazo'), {
      target: { value: 'El nombre no coincide con su RETHUS' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar cambio' }));
    await waitFor(() => expect(callsTo('POST /api/admin/propuestas/rechazar')).toHaveLength(1));
    expect(callsTo('POST /api/admin/propuestas/rechazar')[0].body).toMatchObject({
      motivo: 'El nombre no coincide con su RETHUS',
    });
    await waitFor(() => expect(screen.getByText('No hay cambios pendientes de aprobación.')).toBeTruthy());
  });
});
