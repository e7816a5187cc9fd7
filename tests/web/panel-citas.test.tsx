import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cita, Tablero } from '../../common/wire/citas';
import type { Cuenta } from '../../common/wire/cuentas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { puedeNoAsistio } from '../../web/src/features/panel/agenda';
import { CitasTable } from '../../web/src/features/panel/components/CitasTable';
import InicioPage from '../../web/src/features/panel/pages/InicioPage';
import { CuentaActualContext } from '../../web/src/lib/cuenta-actual';
import { problemaMotivo } from '../../web/src/ui/MotivoDialog';
import { callsTo, conexion, despejar, json, mockApi, toastMock } from './support';

let n = 0;
const cita = (extra: Partial<Cita> = {}): Cita => ({
  id: ++n,
  nombre: `Paciente ${n}`,
  telefono: '3001234567',
  email: `p${n}@example.co`,
  motivo: 'Control',
  observacion: '',
  fecha_cita: '2026-11-02',
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

// 09:00 on 2 November 2026 in Bogotá (UTC-5) is 14:00 UTC
const INICIO = Date.parse('2026-11-02T14:00:00Z');
const MIN = 60_000;
const DIA = 24 * 60 * MIN;

afterEach(() => {
  vi.useRealTimers();
  despejar();
});

describe("'No asistió' in Bogotá time", () => {
  it('is offered from the start of the cita until 5 days after, not a minute before or after', () => {
    const c = cita();
    expect(puedeNoAsistio(c, new Date(INICIO - MIN))).toBe(false);
    expect(puedeNoAsistio(c, new Date(INICIO))).toBe(true);
    expect(puedeNoAsistio(c, new Date(INICIO + 5 * DIA))).toBe(true);
    expect(puedeNoAsistio(c, new Date(INICIO + 5 * DIA + MIN))).toBe(false);
  });

  it('reads the start as Bogotá wall clock: 20:00 on the 2nd is already the 3rd in UTC', () => {
    const noche = cita({ hora_inicio: '20:00', hora_fin: '20:30' });
    // 00:30 UTC on 3 November is 19:30 on 2 November in Bogotá: not started yet
    expect(puedeNoAsistio(noche, new Date('2026-11-03T00:30:00Z'))).toBe(false);
    expect(puedeNoAsistio(noche, new Date('2026-11-03T01:00:00Z'))).toBe(true);
  });

  it('is never offered for an attended, cancelled or already missed cita', () => {
    const enVentana = new Date(INICIO + DIA);
    expect(puedeNoAsistio(cita({ estado: 'confirmada' }), enVentana)).toBe(true);
    expect(puedeNoAsistio(cita({ estado: 'atendida', atendido: 1 }), enVentana)).toBe(false);
    expect(puedeNoAsistio(cita({ estado: 'cancelada', cancelada_por: 'paciente' }), enVentana)).toBe(false);
    expect(puedeNoAsistio(cita({ estado: 'no_asistio' }), enVentana)).toBe(false);
  });
});

describe('the reason of a cancellation', () => {
  const textos = { corto: 'corto', largo: 'largo' };
  it('needs 3 to 500 characters once trimmed', () => {
    expect(problemaMotivo('  ab  ', textos)).toBe('corto');
    expect(problemaMotivo('abc', textos)).toBeNull();
    expect(problemaMotivo('x'.repeat(500), textos)).toBeNull();
    expect(problemaMotivo('x'.repeat(501), textos)).toBe('largo');
  });
});

describe('the citas table', () => {
  const noop = () => undefined;
  const tabla = (citas: Cita[], { ahora = new Date(INICIO + MIN), online = true } = {}) =>
    render(
      <CitasTable
        titulo="Citas"
        citas={citas}
        ahora={ahora}
        online={online}
        ocupada={null}
        onAtendido={noop}
        onCancelar={async () => undefined}
        onNoAsistio={noop}
      />,
    );
  const fila = (c: Cita) => within(document.querySelector(`tr[data-cita="${c.id}"]`) as HTMLElement);

  it('shows a badge per status and offers actions only on open citas', () => {
    const pendiente = cita({ nombre: 'Ana' });
    const confirmada = cita({ nombre: 'Beto', estado: 'confirmada' });
    const atendida = cita({ nombre: 'Carla', estado: 'atendida', atendido: 1 });
    const ausente = cita({ nombre: 'Dora', estado: 'no_asistio' });
    const porPaciente = cita({
      nombre: 'Eva',
      estado: 'cancelada',
      cancelada_por: 'paciente',
      cancelacion_motivo: 'Viajo ese día',
    });
    const porElla = cita({
      nombre: 'Fer',
      estado: 'cancelada',
      cancelada_por: 'profesional',
      cancelacion_motivo: 'Congreso',
    });
    tabla([pendiente, confirmada, atendida, ausente, porPaciente, porElla]);

    expect(fila(pendiente).getByText('Pendiente')).toBeTruthy();
    expect(fila(confirmada).getByText('Confirmada')).toBeTruthy();
    expect(fila(atendida).getByText('Atendida')).toBeTruthy();
    expect(fila(ausente).getByText('No asistió')).toBeTruthy();
    expect(fila(porPaciente).getByText('Cancelada por el paciente')).toBeTruthy();
    expect(fila(porPaciente).getByText('Motivo: Viajo ese día')).toBeTruthy();
    expect(fila(porElla).getByText('Cancelada por ti')).toBeTruthy();
    expect(fila(porElla).getByText('Motivo: Congreso')).toBeTruthy();

    for (const abierta of [pendiente, confirmada]) {
      expect(fila(abierta).getByRole('button', { name: `Atendido: cita de ${abierta.nombre}` })).toBeTruthy();
      expect(fila(abierta).getByRole('button', { name: `No asistió: cita de ${abierta.nombre}` })).toBeTruthy();
      expect(fila(abierta).getByRole('button', { name: `Cancelar cita de ${abierta.nombre}` })).toBeTruthy();
    }
    for (const cerrada of [atendida, ausente, porPaciente, porElla])
      expect(fila(cerrada).queryByRole('button')).toBeNull();
  });

  it("offers 'Atendido' once the cita started, and 'No asistió' from then for 5 days", () => {
    const c = cita({ nombre: 'Gina' });
    const { unmount } = tabla([c], { ahora: new Date(INICIO - MIN) });
    expect(fila(c).queryByRole('button', { name: /Atendido/ })).toBeNull();
    expect(fila(c).queryByRole('button', { name: /No asistió/ })).toBeNull();
    expect(fila(c).getByRole('button', { name: 'Cancelar cita de Gina' })).toBeTruthy();
    unmount();
    tabla([c], { ahora: new Date(INICIO + 6 * DIA) });
    expect(fila(c).getByRole('button', { name: 'Atendido: cita de Gina' })).toBeTruthy();
    expect(fila(c).queryByRole('button', { name: /No asistió/ })).toBeNull();
  });

  it("offline, cancel and 'No asistió' are disabled and say they need the connection; 'Atendido' stays", () => {
    const c = cita({ nombre: 'Hugo' });
    tabla([c], { online: false });
    const nota = screen.getByText('Cancelar y marcar «No asistió» necesitan conexión.');
    for (const nombre of ['Cancelar cita de Hugo', 'No asistió: cita de Hugo']) {
      const boton = fila(c).getByRole('button', { name: nombre }) as HTMLButtonElement;
      expect(boton.disabled).toBe(true);
      expect(boton.getAttribute('aria-describedby')).toBe(nota.id);
    }
    expect((fila(c).getByRole('button', { name: 'Atendido: cita de Hugo' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

const cuenta = { id: 7, rol: 0, nombre: 'Laura', apellido: 'Gómez', name: 'Laura' } as Cuenta;

describe('/panel/home: cancel and no-show', () => {
  let tablero: Tablero;
  const pendiente = cita({ nombre: 'Irene Mora' });
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(INICIO + 2 * DIA));
    tablero = {
      citas: [pendiente],
      resumen: [{ total: 9, atendidos: 4, pendientes: 1, no_asistio: 3, canceladas: 1 }],
      calificacion: [{ promedio: 4, total: 2 }],
      comentarios: [],
      ventana: { desde: '2026-10-01', hasta: '2027-02-01', maximo: 500 },
    };
  });
  const abrir = async () => {
    render(
      <CuentaActualContext.Provider value={{ user: cuenta, setCuenta: () => undefined }}>
        <InicioPage />
      </CuentaActualContext.Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Pacientes pendientes/ }));
  };

  it('takes her to the table a card counts: scrolled into view, its title focused', async () => {
    mockApi({ 'GET /api/medic/all/private': () => json(200, tablero) });
    const llevadas: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      llevadas.push(this);
    };
    try {
      await abrir();
      const titulo = screen.getByRole('heading', { level: 2, name: /^Pendientes/ });
      expect(document.activeElement).toBe(titulo);
      expect(llevadas).toEqual([titulo]);
      // the same card again takes her there again
      (document.activeElement as HTMLElement).blur();
      fireEvent.click(screen.getByRole('button', { name: /Pacientes pendientes/ }));
      expect(document.activeElement).toBe(titulo);
      expect(llevadas).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('counts the no-shows and cancelled citas of the summary', async () => {
    mockApi({ 'GET /api/medic/all/private': () => json(200, tablero) });
    await abrir();
    expect(screen.getByTestId('count-no_asistio').textContent).toBe('3');
    expect(screen.getByTestId('count-canceladas').textContent).toBe('1');
    expect(screen.getByRole('button', { name: /No asistió/, pressed: false })).toBeTruthy();
  });

  it("posts 'No asistió' after the confirmation and moves the counts", async () => {
    mockApi({
      'GET /api/medic/all/private': () => json(200, tablero),
      'POST /api/cita/no-asistio': () => {
        tablero = {
          ...tablero,
          citas: [{ ...pendiente, estado: 'no_asistio' }],
          resumen: [{ total: 9, atendidos: 4, pendientes: 0, no_asistio: 4, canceladas: 1 }],
        };
        return json(200, { succes: { ...pendiente, estado: 'no_asistio' } });
      },
    });
    await abrir();
    fireEvent.click(screen.getByRole('button', { name: 'No asistió: cita de Irene Mora' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar «No asistió»' });
    expect(callsTo('POST /api/cita/no-asistio')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar «No asistió»' }));
    await waitFor(() => expect(screen.getByTestId('count-no_asistio').textContent).toBe('4'));
    expect(callsTo('POST /api/cita/no-asistio').map((c) => c.body)).toEqual([{ id: pendiente.id }]);
    expect(toastMock.success).toHaveBeenCalledWith('La cita quedó marcada como «No asistió».', expect.anything());
  });

  it("shows the server's reason when it refuses 'No asistió' (409)", async () => {
    const mensaje = 'Solo puedes marcar la inasistencia hasta 5 días después de la cita.';
    mockApi({
      'GET /api/medic/all/private': () => json(200, tablero),
      'POST /api/cita/no-asistio': () => json(409, { error: 'conflict', message: mensaje }),
    });
    await abrir();
    fireEvent.click(screen.getByRole('button', { name: 'No asistió: cita de Irene Mora' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Marcar «No asistió»' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'No fue posible marcar la inasistencia',
        expect.objectContaining({ description: mensaje }),
      ),
    );
  });

  it('refuses a reason shorter than 3 characters before sending, and shows a refusal in the dialog', async () => {
    const mensaje = 'La cita ya fue cancelada por el paciente.';
    mockApi({
      'GET /api/medic/all/private': () => json(200, tablero),
      'POST /api/cita/cancelar': () => json(409, { error: 'conflict', message: mensaje }),
    });
    await abrir();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar cita de Irene Mora' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar cita' });
    const motivo = within(dialog).getByLabelText('Motivo de la cancelación');
    expect(document.activeElement).toBe(motivo);
    fireEvent.change(motivo, { target: { value: ' no ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la cita' }));
    expect(within(dialog).getByText('Escribe el motivo de la cancelación (al menos 3 caracteres).')).toBeTruthy();
    expect(motivo.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST /api/cita/cancelar')).toHaveLength(0);

    fireEvent.change(motivo, { target: { value: 'Estaré incapacitada' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar la cita' }));
    expect(await within(dialog).findByText(mensaje)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Cancelar cita' })).toBeTruthy();
    expect(callsTo('POST /api/cita/cancelar').map((c) => c.body)).toEqual([
      { id: pendiente.id, motivo: 'Estaré incapacitada' },
    ]);
  });

  it('offline, keeps the saved agenda with cancel and no-show disabled', async () => {
    mockApi({ 'GET /api/medic/all/private': () => json(200, tablero) });
    await abrir();
    conexion(false);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancelar cita de Irene Mora' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect((screen.getByRole('button', { name: 'No asistió: cita de Irene Mora' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
