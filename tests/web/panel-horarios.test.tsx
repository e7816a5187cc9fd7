import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AjustesAgenda } from '../../common/wire/agenda';
import type { Horario } from '../../common/wire/horarios';
import type { Motivo } from '../../common/wire/motivos';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { DURACIONES_FRANJA } from '../../common/agenda';
import { HorariosModal } from '../../web/src/features/panel/components/HorariosModal';
import { DURACIONES, diasDelHorario, franjasDelHorario } from '../../web/src/features/panel/horarios';
import HorariosPage from '../../web/src/features/panel/pages/HorariosPage';
import { type Call, callsTo, despejar, json, mockApi, toastMock } from './support';

afterEach(despejar);

const semana = { lunes: 0, martes: 0, miercoles: 0, jueves: 0, viernes: 0, sabado: 0, domingo: 0 };
const laborables = { ...semana, lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1 };
const ajustes: AjustesAgenda = {
  duracion_franja: 30,
  pausa_minutos: 0,
  antelacion_minutos: 120,
  ventana_dias: 90,
  aviso_cancelacion_horas: 2,
  atiende_festivos: 0,
};
const manana: Horario = { id: 1, hora_inicio: '08:00', hora_fin: '12:00', ...laborables };
const sabado: Horario = { id: 2, hora_inicio: '09:00', hora_fin: '11:00', ...semana, sabado: 1 };

/** The API of the screen: her ranges (a mutable list), settings and motivos; `extra` answers the writes. */
function api(horarios: Horario[], extra: Record<string, (c: Call) => Response> = {}, motivos: Motivo[] = []) {
  mockApi({
    'GET /api/agenda/ajustes': () => json(200, { succes: ajustes }),
    'GET /api/horarios/all': () => json(200, { succes: horarios }),
    'GET /api/motivo/all': () => json(200, { succes: motivos }),
    ...extra,
  });
}

const seccion = (nombre: string) => screen.getByRole('region', { name: nombre });

describe('the franjas a weekly range yields', () => {
  it('cuts the range every franja length plus pause, each visit ending inside it', () => {
    expect(franjasDelHorario(manana, { duracion_franja: 30, pausa_minutos: 0 })).toBe(8);
    expect(franjasDelHorario(manana, { duracion_franja: 20, pausa_minutos: 5 })).toBe(9);
    expect(franjasDelHorario(manana, { duracion_franja: 45, pausa_minutos: 0 })).toBe(5);
    expect(
      franjasDelHorario({ hora_inicio: '08:00', hora_fin: '08:20' }, { duracion_franja: 30, pausa_minutos: 0 }),
    ).toBe(0);
  });

  it("offers the franja lengths the agenda's rules accept", () => {
    expect(DURACIONES).toEqual(DURACIONES_FRANJA);
  });

  it('names the weekdays as a person reads them', () => {
    expect(diasDelHorario(laborables)).toBe('Lunes a viernes');
    expect(diasDelHorario({ ...semana, lunes: 1, miercoles: 1, viernes: 1 })).toBe('Lunes, miércoles y viernes');
    expect(diasDelHorario({ ...laborables, jueves: 0, viernes: 0, sabado: 1 })).toBe('Lunes a miércoles y sábado');
    expect(diasDelHorario({ ...semana, sabado: 1, domingo: 1 })).toBe('Sábado y domingo');
    expect(diasDelHorario({ ...laborables, sabado: 1, domingo: 1 })).toBe('Todos los días');
  });
});

describe('Horarios de atención', () => {
  it('lists each range with its weekdays and franjas, and the week day by day', async () => {
    api([sabado, manana]);
    render(<HorariosPage />);
    const horarios = seccion('Horarios de atención');
    const filas = await within(horarios).findAllByRole('listitem');
    expect(filas.map((f) => f.textContent)).toEqual([
      expect.stringContaining('8:00 a. m. – 12:00 p. m.Lunes a viernes8 franjas de 30 min por día'),
      expect.stringContaining('9:00 – 11:00 a. m.Sábado4 franjas de 30 min por día'),
    ]);
    const dias = within(horarios)
      .getAllByRole('term')
      .map((t) => `${t.textContent}: ${t.nextSibling?.textContent}`);
    expect(dias).toContain('Lunes: 8:00 a. m. – 12:00 p. m.');
    expect(dias).toContain('Sábado: 9:00 – 11:00 a. m.');
    expect(dias).toContain('Domingo: No atiendes');
  });

  it('adds Monday to Friday with the shortcut, telling how many franjas it yields before sending', async () => {
    const horarios: Horario[] = [];
    api(horarios, {
      'POST /api/horarios/newhorario': ({ body }) => {
        horarios.push({ id: 9, ...(body as Omit<Horario, 'id'>) });
        return json(201, { succes: horarios[0] });
      },
    });
    render(<HorariosPage />);
    const form = seccion('Horarios de atención');
    await within(form).findByText(/Aún no tienes horarios/);
    fireEvent.change(within(form).getByLabelText('Hora inicio'), { target: { value: '14:00' } });
    fireEvent.change(within(form).getByLabelText('Hora fin'), { target: { value: '18:00' } });
    await within(form).findByText('Este horario da 8 franjas de 30 min por día.');
    fireEvent.click(within(form).getByRole('button', { name: 'Lunes a viernes' }));
    expect((within(form).getByRole('checkbox', { name: 'Viernes' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: 'Sábado' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar horario' }));
    await within(form).findByText('2:00 – 6:00 p. m.', { selector: '.horario__horas' });
    expect(callsTo('POST /api/horarios/newhorario')[0].body).toEqual({
      hora_inicio: '14:00',
      hora_fin: '18:00',
      ...laborables,
    });
    // the form is blank again for the next range
    expect((within(form).getByLabelText('Hora inicio') as HTMLInputElement).value).toBe('');
  });

  it('refuses a range shorter than one franja without sending it', async () => {
    api([]);
    render(<HorariosPage />);
    const form = seccion('Horarios de atención');
    await within(form).findByText(/Aún no tienes horarios/);
    fireEvent.change(within(form).getByLabelText('Hora inicio'), { target: { value: '08:00' } });
    fireEvent.change(within(form).getByLabelText('Hora fin'), { target: { value: '08:20' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Lunes' }));
    await within(form).findByText(/más corto que una franja de 30 min/);
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar horario' }));
    expect(toastMock.warning).toHaveBeenCalledWith('El horario debe durar al menos una franja (30 min).');
    expect(callsTo('POST /api/horarios/newhorario')).toHaveLength(0);
  });

  it('edits a range in place and sends every field again', async () => {
    const horarios = [manana];
    api(horarios, {
      'POST /api/horarios/update': ({ body }) => {
        horarios[0] = body as Horario;
        return json(200, { succes: body });
      },
    });
    render(<HorariosPage />);
    const form = seccion('Horarios de atención');
    fireEvent.click(await within(form).findByRole('button', { name: 'Editar el horario de 8:00 a. m. a 12:00 p. m.' }));
    expect(within(form).getByRole('heading', { name: 'Editar horario' })).toBeTruthy();
    const inicio = within(form).getByLabelText('Hora inicio') as HTMLInputElement;
    expect(inicio.value).toBe('08:00');
    await waitFor(() => expect(document.activeElement).toBe(inicio));
    fireEvent.change(within(form).getByLabelText('Hora fin'), { target: { value: '13:00' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Viernes' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await within(form).findByText('8:00 a. m. – 1:00 p. m.', { selector: '.horario__horas' });
    expect(callsTo('POST /api/horarios/update')[0].body).toEqual({
      id: 1,
      hora_inicio: '08:00',
      hora_fin: '13:00',
      ...laborables,
      viernes: 0,
    });
    expect(toastMock.success).toHaveBeenCalledWith('Horario actualizado', expect.anything());
    expect(within(form).getByText('Lunes a jueves')).toBeTruthy();
    expect(within(form).getByRole('heading', { name: 'Nuevo horario' })).toBeTruthy();
  });

  it("shows the server's refusal of a delete and keeps the range", async () => {
    api([manana], {
      'POST /api/horarios/delete': () => json(409, { error: 'conflict', message: 'El horario tiene citas agendadas.' }),
    });
    render(<HorariosPage />);
    const form = seccion('Horarios de atención');
    fireEvent.click(
      await within(form).findByRole('button', { name: 'Eliminar el horario de 8:00 a. m. a 12:00 p. m.' }),
    );
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'No se pudo eliminar ya que debe estar asociado algún paciente',
        expect.objectContaining({ description: 'El horario tiene citas agendadas.' }),
      ),
    );
    expect(within(form).getByText('8:00 a. m. – 12:00 p. m.', { selector: '.horario__horas' })).toBeTruthy();
    expect(callsTo('POST /api/horarios/delete')[0].body).toEqual({ id: 1 });
  });
});

describe("the dashboard's 'Definir Horarios de atención'", () => {
  it('lists her ranges with their franjas, and without them when her settings cannot be read', async () => {
    api([manana]);
    const { unmount } = render(<HorariosModal open onClose={() => {}} />);
    const dialogo = screen.getByRole('dialog', { name: 'Definir Horarios de atención' });
    expect(await within(dialogo).findByText('8 franjas de 30 min por día')).toBeTruthy();
    unmount();

    mockApi({
      'GET /api/agenda/ajustes': () => json(503, { error: 'unavailable', message: 'No disponible' }),
      'GET /api/horarios/all': () => json(200, { succes: [manana] }),
    });
    render(<HorariosModal open onClose={() => {}} />);
    const otro = screen.getByRole('dialog', { name: 'Definir Horarios de atención' });
    expect(await within(otro).findByText('Lunes a viernes')).toBeTruthy();
    await waitFor(() => expect(callsTo('GET /api/agenda/ajustes')).toHaveLength(1));
    expect(within(otro).queryByText(/franjas de/)).toBeNull();
    expect(toastMock.error).not.toHaveBeenCalled();
  });
});

describe('Ajustes de agenda', () => {
  it('shows her settings and sends the changed ones, antelación in minutes', async () => {
    api([manana], {
      'POST /api/agenda/ajustes': ({ body }) => json(200, { succes: body }),
    });
    render(<HorariosPage />);
    const form = seccion('Ajustes de agenda');
    const duracion = (await within(form).findByLabelText('Duración de cada franja')) as HTMLSelectElement;
    expect(duracion.value).toBe('30');
    expect((within(form).getByLabelText('Horas') as HTMLInputElement).value).toBe('2');
    fireEvent.change(duracion, { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('Pausa entre citas (minutos)'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Horas'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Minutos'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Ventana de reserva (días)'), { target: { value: '60' } });
    fireEvent.change(within(form).getByLabelText('Aviso de cancelación (horas)'), { target: { value: '24' } });
    const festivos = within(form).getByRole('switch', { name: 'Atiendo festivos' });
    expect((festivos as HTMLInputElement).checked).toBe(false);
    fireEvent.click(festivos);
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(callsTo('POST /api/agenda/ajustes')).toHaveLength(1));
    expect(callsTo('POST /api/agenda/ajustes')[0].body).toEqual({
      duracion_franja: 20,
      pausa_minutos: 5,
      antelacion_minutos: 90,
      ventana_dias: 60,
      aviso_cancelacion_horas: 24,
      atiende_festivos: 1,
    });
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Ajustes de agenda guardados', expect.anything()),
    );
    // the ranges count their franjas with the new length and pause
    expect(within(seccion('Horarios de atención')).getByText(/9 franjas de 20 min por día/)).toBeTruthy();
  });

  it("shows the server's message beside its field and focuses it", async () => {
    api([], {
      'POST /api/agenda/ajustes': () =>
        json(422, {
          error: 'validation',
          message: 'Datos inválidos',
          errors: { ventana_dias: ['La ventana no puede pasar de 365 días.'] },
        }),
    });
    render(<HorariosPage />);
    const form = seccion('Ajustes de agenda');
    fireEvent.click(await within(form).findByRole('button', { name: 'Guardar ajustes' }));
    const ventana = within(form).getByLabelText('Ventana de reserva (días)');
    await waitFor(() => expect(ventana.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('La ventana no puede pasar de 365 días.').id).toBe(
      ventana.getAttribute('aria-describedby')?.split(' ').pop(),
    );
    await waitFor(() => expect(document.activeElement).toBe(ventana));
    expect(within(form).getByLabelText('Pausa entre citas (minutos)').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks each field before sending', async () => {
    api([]);
    render(<HorariosPage />);
    const form = seccion('Ajustes de agenda');
    fireEvent.change(await within(form).findByLabelText('Pausa entre citas (minutos)'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Horas'), { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar ajustes' }));
    expect(
      await within(form).findByText('La pausa entre citas debe ser de 0 a 60 minutos, en múltiplos de 5.'),
    ).toBeTruthy();
    expect(within(form).getByText(/La antelación debe estar entre 0 minutos y 7 días/)).toBeTruthy();
    expect(callsTo('POST /api/agenda/ajustes')).toHaveLength(0);
  });
});

describe('Motivos de consulta', () => {
  it('creates a motivo with its duration and price and shows them', async () => {
    const motivos: Motivo[] = [{ id: 1, nombre: 'Control', duracion_minutos: null, precio: null }];
    api(
      [],
      {
        'POST /api/motivo/newmotivo': ({ body }) => {
          motivos.push({ id: 2, duracion_minutos: null, precio: null, ...(body as Partial<Motivo>) } as Motivo);
          return json(201, { succes: motivos[1] });
        },
      },
      motivos,
    );
    render(<HorariosPage />);
    const form = seccion('Motivos de consulta');
    expect(await within(form).findByText('Duración de tu franja · Precio de tu consulta')).toBeTruthy();
    expect(within(form).getByText('Opcional. Vacío: la de tu franja (30 min).')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Nuevo motivo de consulta'), { target: { value: ' Primera vez ' } });
    fireEvent.change(within(form).getByLabelText('Duración (minutos)'), { target: { value: '40' } });
    fireEvent.change(within(form).getByLabelText('Precio (COP)'), { target: { value: '80.000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar motivo' }));
    expect(await within(form).findByText('40 min · $ 80.000')).toBeTruthy();
    expect(callsTo('POST /api/motivo/newmotivo')[0].body).toEqual({
      nombre: 'Primera vez',
      duracion_minutos: 40,
      precio: 80000,
    });
  });

  it('sends only the name when duration and price are left empty, and refuses a wrong duration', async () => {
    api([], { 'POST /api/motivo/newmotivo': ({ body }) => json(201, { succes: { id: 3, ...body } }) });
    render(<HorariosPage />);
    const form = seccion('Motivos de consulta');
    await within(form).findByText(/Aún no tienes motivos/);
    fireEvent.change(within(form).getByLabelText('Nuevo motivo de consulta'), { target: { value: 'Control' } });
    fireEvent.change(within(form).getByLabelText('Duración (minutos)'), { target: { value: '42' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar motivo' }));
    expect(
      await within(form).findByText('La duración del motivo debe ser de 10 a 240 minutos, en múltiplos de 5.'),
    ).toBeTruthy();
    expect(callsTo('POST /api/motivo/newmotivo')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Duración (minutos)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar motivo' }));
    await waitFor(() => expect(callsTo('POST /api/motivo/newmotivo')).toHaveLength(1));
    expect(callsTo('POST /api/motivo/newmotivo')[0].body).toEqual({ nombre: 'Control' });
  });
});
