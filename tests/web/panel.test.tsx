import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cita, Tablero } from '../../common/wire/citas';
import type { Cuenta } from '../../common/wire/cuentas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { contar, diasClave, estrellas, filtrarCitas, problemaImagen } from '../../web/src/features/panel/agenda';
import { problemaHorario } from '../../web/src/features/panel/horarios';
import InicioPage from '../../web/src/features/panel/pages/InicioPage';
import { CuentaActualContext } from '../../web/src/lib/cuenta-actual';
import { despejar, json, stubFetch, toastMock } from './support';

let n = 0;
const cita = (fecha_cita: string, extra: Partial<Cita> = {}): Cita => ({
  id: ++n,
  nombre: `Paciente ${n}`,
  telefono: '3001234567',
  email: `p${n}@example.co`,
  motivo: 'Control',
  observacion: '',
  fecha_cita,
  hora_inicio: '09:00',
  hora_fin: '09:30',
  atendido: 0,
  estado: 'pendiente',
  cancelada_por: '',
  cancelacion_motivo: '',
  primera_visita: 'no',
  modalidad: 1,
  enlace_video: '',
  ...extra,
});

// 04:30 UTC on 3 November is still 23:30 on 2 November in Bogotá (UTC-5).
const NOCHE_EN_BOGOTA = new Date('2026-11-03T04:30:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('the dashboard in Bogotá time', () => {
  it('takes today and tomorrow from Bogotá, not from UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOCHE_EN_BOGOTA);
    expect(diasClave()).toEqual({ hoy: '2026-11-02', manana: '2026-11-03' });
  });

  it("selects today's and tomorrow's appointments across the UTC midnight", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOCHE_EN_BOGOTA);
    const ayer = cita('2026-11-01');
    const hoyTarde = cita('2026-11-02', { hora_inicio: '15:00', hora_fin: '15:30' });
    const hoyTemprano = cita('2026-11-02', { hora_inicio: '08:00', hora_fin: '08:30', atendido: 1 });
    const manana = cita('2026-11-03');
    const pasado = cita('2026-11-04');
    const citas = [pasado, manana, hoyTarde, hoyTemprano, ayer];
    expect(filtrarCitas(citas, 'hoy').map((c) => c.id)).toEqual([hoyTemprano.id, hoyTarde.id]);
    expect(filtrarCitas(citas, 'manana').map((c) => c.id)).toEqual([manana.id]);
    expect(filtrarCitas(citas, 'atendidos').map((c) => c.id)).toEqual([hoyTemprano.id]);
    expect(filtrarCitas(citas, 'pendientes').map((c) => c.id)).toEqual([ayer.id, hoyTarde.id, manana.id, pasado.id]);
    const tablero: Tablero = {
      citas,
      resumen: [{ total: 12, atendidos: 7, pendientes: 5, no_asistio: 2, canceladas: 3 }],
      calificacion: [{ promedio: 4.4, total: 3 }],
      comentarios: [],
      ventana: { desde: '2026-10-01', hasta: '2027-02-01', maximo: 500 },
    };
    expect(contar(tablero)).toEqual({ atendidos: 7, pendientes: 5, hoy: 2, manana: 1, no_asistio: 2, canceladas: 3 });
  });

  it("leaves cancelled citas out of today's and tomorrow's agenda and counts", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOCHE_EN_BOGOTA);
    const hoy = cita('2026-11-02');
    const cancelada = cita('2026-11-02', {
      hora_inicio: '16:00',
      hora_fin: '16:30',
      estado: 'cancelada',
      cancelada_por: 'paciente',
    });
    const manana = cita('2026-11-03', { estado: 'cancelada', cancelada_por: 'profesional' });
    const citas = [hoy, cancelada, manana];
    expect(filtrarCitas(citas, 'hoy').map((c) => c.id)).toEqual([hoy.id]);
    expect(filtrarCitas(citas, 'manana')).toEqual([]);
    expect(filtrarCitas(citas, 'canceladas').map((c) => c.id)).toEqual([manana.id, cancelada.id]);
    const tablero: Tablero = {
      citas,
      resumen: [{ total: 3, atendidos: 0, pendientes: 1, no_asistio: 0, canceladas: 2 }],
      calificacion: [{ promedio: 0, total: 0 }],
      comentarios: [],
      ventana: { desde: '2026-10-01', hasta: '2027-02-01', maximo: 500 },
    };
    expect(contar(tablero)).toMatchObject({ hoy: 1, manana: 0, canceladas: 2 });
  });

  it('rounds the average rating to whole stars within 0..5', () => {
    expect([estrellas(4.4), estrellas(4.5), estrellas(0), estrellas(undefined), estrellas(7)]).toEqual([4, 5, 0, 0, 5]);
  });
});

describe('client checks before sending', () => {
  const dias = { lunes: 1, martes: 0, miercoles: 0, jueves: 0, viernes: 0, sabado: 0, domingo: 0 };
  it('refuses a schedule without both times or whose start is not before its end', () => {
    const mensaje = 'La hora inicio y fin deben ser digitadas o revise que la hora inicio sea menor que la hora final';
    expect(problemaHorario({ hora_inicio: '', hora_fin: '10:00', ...dias })).toBe(mensaje);
    expect(problemaHorario({ hora_inicio: '10:00', hora_fin: '10:00', ...dias })).toBe(mensaje);
    expect(problemaHorario({ hora_inicio: '11:00', hora_fin: '10:00', ...dias })).toBe(mensaje);
    expect(problemaHorario({ hora_inicio: '09:00', hora_fin: '10:00', ...dias, lunes: 0 })).toMatch(/al menos un día/);
    expect(problemaHorario({ hora_inicio: '09:00', hora_fin: '10:00', ...dias })).toBeNull();
  });

  it('accepts JPEG, PNG and WebP photos of at most 2 MB', () => {
    expect(problemaImagen({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(problemaImagen({ type: 'image/webp', size: 10 })).toBeNull();
    expect(problemaImagen({ type: 'image/gif', size: 10 })).toBe('La imagen debe ser JPEG, PNG o WebP.');
    expect(problemaImagen({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      'La imagen no puede pesar más de 2 MB.',
    );
  });
});

const cuenta = { id: 7, rol: 0, nombre: 'Laura', apellido: 'Gómez', name: 'Laura' } as Cuenta;

describe('/panel/home', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    fetchMock = stubFetch();
  });
  afterEach(despejar);

  it('counts by Bogotá day, switches the table by card and moves the counts after "Atendido"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOCHE_EN_BOGOTA);
    const hoy = cita('2026-11-02', { nombre: 'Carlos Pérez' });
    const manana = cita('2026-11-03', { nombre: 'Diana Ruiz' });
    const antes: Tablero = {
      citas: [manana, hoy],
      resumen: [{ total: 2, atendidos: 0, pendientes: 2, no_asistio: 0, canceladas: 0 }],
      calificacion: [{ promedio: 3.6, total: 5 }],
      comentarios: [],
      ventana: { desde: '2026-10-01', hasta: '2027-02-01', maximo: 500 },
    };
    const despues: Tablero = {
      ...antes,
      citas: [manana, { ...hoy, atendido: 1 }],
      resumen: [{ total: 2, atendidos: 1, pendientes: 1, no_asistio: 0, canceladas: 0 }],
    };
    let tablero = antes;
    fetchMock.mockImplementation(async (url: URL) => {
      if (url.pathname === '/api/medic/all/private') return json(200, tablero);
      if (url.pathname === '/api/cita/atendido') {
        tablero = despues;
        return json(200, { succes: { ...hoy, atendido: 1 } });
      }
      return json(404, { message: 'no' });
    });

    render(
      <CuentaActualContext.Provider value={{ user: cuenta, setCuenta: () => undefined }}>
        <InicioPage />
      </CuentaActualContext.Provider>,
    );
    const hoyCard = await screen.findByRole('button', { name: /Citas Hoy/ });
    expect(hoyCard.getAttribute('aria-pressed')).toBe('true');
    expect(hoyCard.textContent).toContain('1');
    expect(screen.getByTestId('count-pendientes').textContent).toBe('2');
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    const tabla = () => within(document.getElementById('tabla-citas') as HTMLElement);
    expect(tabla().getByText('Carlos Pérez')).toBeTruthy();
    expect(tabla().queryByText('Diana Ruiz')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Citas Mañana/ }));
    expect(screen.getByRole('button', { name: /Citas Mañana/ }).getAttribute('aria-pressed')).toBe('true');
    expect(tabla().getByText('Diana Ruiz')).toBeTruthy();
    expect(tabla().queryByText('Carlos Pérez')).toBeNull();

    fireEvent.click(hoyCard);
    fireEvent.click(screen.getByRole('button', { name: 'Atendido: cita de Carlos Pérez' }));
    await waitFor(() => expect(screen.getByTestId('count-atendidos').textContent).toBe('1'));
    expect(screen.getByTestId('count-pendientes').textContent).toBe('1');
    expect(toastMock.success).toHaveBeenCalledWith('La cita fue atendida de forma correcta', expect.anything());
    const atendido = fetchMock.mock.calls.find(([u]) => u.pathname === '/api/cita/atendido')?.[0] as URL;
    expect(atendido.searchParams.get('id')).toBe(String(hoy.id));
    expect(tabla().queryByRole('button', { name: /Atendido: cita de Carlos/ })).toBeNull();
  });

  it('cancels a pending appointment with a reason, only from the dialog, and shows it cancelled by her', async () => {
    const pendiente = cita('2030-01-10', { nombre: 'Elena Díaz' });
    let tablero: Tablero = {
      citas: [pendiente],
      resumen: [{ total: 1, atendidos: 0, pendientes: 1, no_asistio: 0, canceladas: 0 }],
      calificacion: [{ promedio: 0, total: 0 }],
      comentarios: [],
      ventana: { desde: '2029-12-01', hasta: '2030-03-01', maximo: 500 },
    };
    const posts: { path: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (url: URL, init: RequestInit = {}) => {
      if (url.pathname === '/api/medic/all/private') return json(200, tablero);
      if (url.pathname === '/api/cita/cancelar') {
        const body = JSON.parse(String(init.body));
        posts.push({ path: url.pathname, body });
        const cancelada = {
          ...pendiente,
          estado: 'cancelada' as const,
          cancelada_por: 'profesional' as const,
          cancelacion_motivo: body.motivo,
        };
        tablero = {
          ...tablero,
          citas: [cancelada],
          resumen: [{ total: 1, atendidos: 0, pendientes: 0, no_asistio: 0, canceladas: 1 }],
        };
        return json(200, { succes: cancelada });
      }
      return json(404, { message: 'no' });
    });
    render(
      <CuentaActualContext.Provider value={{ user: cuenta, setCuenta: () => undefined }}>
        <InicioPage />
      </CuentaActualContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Pacientes pendientes/ }));
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar cita de Elena Díaz' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar cita' });
    expect(within(dialog).getByText(/Le enviaremos este motivo al paciente por correo/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar cita de Elena Díaz' }));
    const motivo = within(screen.getByRole('dialog')).getByLabelText('Motivo de la cancelación');
    fireEvent.change(motivo, { target: { value: '  Me surgió una cirugía  ' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar la cita' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      { path: '/api/cita/cancelar', body: { id: pendiente.id, motivo: 'Me surgió una cirugía' } },
    ]);
    expect(toastMock.success).toHaveBeenCalledWith(
      'La cita fue cancelada; le avisamos al paciente por correo.',
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByTestId('count-canceladas').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: /Canceladas/ }));
    const fila = document.querySelector(`tr[data-cita="${pendiente.id}"]`) as HTMLElement;
    expect(within(fila).getByText('Cancelada por ti')).toBeTruthy();
    expect(within(fila).getByText('Motivo: Me surgió una cirugía')).toBeTruthy();
    expect(within(fila).queryByRole('button')).toBeNull();
  });
});
