import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ausencia, AusenciaCreada, Ausencias } from '../../common/wire/agenda';
import type { Cita } from '../../common/wire/citas';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import AusenciasPage from '../../web/src/features/panel/pages/AusenciasPage';
import { type Call, callsTo, despejar, json, mockApi, toastMock } from './support';

afterEach(despejar);

const vacaciones: Ausencia = {
  id: 4,
  desde: '2026-12-14',
  hasta: '2026-12-18',
  hora_inicio: null,
  hora_fin: null,
  motivo: 'Vacaciones',
};
const festivos = [
  { fecha: '2026-12-08', nombre: 'Día de la Inmaculada Concepción' },
  { fecha: '2026-12-25', nombre: 'Navidad' },
];

const cita = (id: number, nombre: string, fecha_cita: string, hora_inicio: string, hora_fin: string): Cita => ({
  id,
  nombre,
  telefono: '3001234567',
  email: `p${id}@example.co`,
  motivo: 'Control',
  observacion: '',
  fecha_cita,
  hora_inicio,
  hora_fin,
  atendido: 0,
  estado: 'pendiente',
  cancelada_por: '',
  cancelacion_motivo: '',
  primera_visita: 'no',
  modalidad: 1,
  enlace_video: '',
});

function api(datos: Ausencias, extra: Record<string, (c: Call) => Response> = {}) {
  mockApi({ 'GET /api/ausencias': () => json(200, { succes: datos }), ...extra });
}

const nueva = () => screen.getByRole('region', { name: 'Nueva ausencia' });
const llenar = (campo: string, valor: string) =>
  fireEvent.change(within(nueva()).getByLabelText(campo), { target: { value: valor } });

describe('Ausencias y festivos', () => {
  it('lists the upcoming absences and the festivos, closed unless she works on them', async () => {
    api({ ausencias: [vacaciones], festivos, atiende_festivos: 0 });
    render(<AusenciasPage />);
    const proximas = await screen.findByRole('region', { name: 'Próximas ausencias' });
    expect(
      await within(proximas).findByText('Del 14 de diciembre de 2026 al 18 de diciembre de 2026 · Todo el día'),
    ).toBeTruthy();
    expect(within(proximas).getByText('Vacaciones')).toBeTruthy();
    const lista = screen.getByRole('region', { name: 'Festivos de tu ventana de reserva' });
    const filas = within(lista).getAllByRole('listitem');
    expect(filas).toHaveLength(2);
    expect(filas[0].textContent).toMatch(/8 de diciembre de 2026.*Día de la Inmaculada Concepción.*Cerrado/);
    expect(within(lista).getByText(/Tu agenda está cerrada en estos festivos/)).toBeTruthy();
  });

  it('marks the festivos open when she works on them', async () => {
    api({ ausencias: [], festivos, atiende_festivos: 1 });
    render(<AusenciasPage />);
    const lista = await screen.findByRole('region', { name: 'Festivos de tu ventana de reserva' });
    expect(within(lista).getAllByText('Atiendes')).toHaveLength(2);
    expect(within(lista).queryByText('Cerrado')).toBeNull();
    expect(screen.getByText('No tienes ausencias programadas.')).toBeTruthy();
  });

  it('creates whole days off; with no citas on them it only says so', async () => {
    const datos: Ausencias = { ausencias: [], festivos: [], atiende_festivos: 0 };
    api(datos, {
      'POST /api/ausencias/create': ({ body }) => {
        datos.ausencias = [{ ...vacaciones, ...(body as object) }];
        return json(201, { succes: { ausencia: datos.ausencias[0], afectadas: [] } satisfies AusenciaCreada });
      },
    });
    render(<AusenciasPage />);
    await screen.findByText('No tienes ausencias programadas.');
    llenar('Primer día', '2026-12-14');
    llenar('Último día', '2026-12-18');
    llenar('Motivo (opcional)', ' Vacaciones ');
    fireEvent.click(within(nueva()).getByRole('button', { name: 'Agregar ausencia' }));
    await screen.findByText(/Del 14 de diciembre de 2026 al 18 de diciembre de 2026/);
    expect(callsTo('POST /api/ausencias/create')[0].body).toEqual({
      desde: '2026-12-14',
      hasta: '2026-12-18',
      motivo: 'Vacaciones',
    });
    expect(toastMock.success).toHaveBeenCalledWith('Ausencia guardada', expect.anything());
    expect(screen.queryByRole('button', { name: /Cancelar est/ })).toBeNull();
    expect((within(nueva()).getByLabelText('Primer día') as HTMLInputElement).value).toBe('');
  });

  it('sends hours when the absence is not whole days, and one day when the last is left empty', async () => {
    api(
      { ausencias: [], festivos: [], atiende_festivos: 0 },
      {
        'POST /api/ausencias/create': ({ body }) =>
          json(201, { succes: { ausencia: { ...vacaciones, ...(body as object) }, afectadas: [] } }),
      },
    );
    render(<AusenciasPage />);
    llenar('Primer día', '2026-12-10');
    fireEvent.click(within(nueva()).getByRole('checkbox', { name: 'Todo el día' }));
    llenar('Hora de inicio', '14:00');
    llenar('Hora de fin', '16:00');
    fireEvent.click(within(nueva()).getByRole('button', { name: 'Agregar ausencia' }));
    await waitFor(() => expect(callsTo('POST /api/ausencias/create')).toHaveLength(1));
    expect(callsTo('POST /api/ausencias/create')[0].body).toEqual({
      desde: '2026-12-10',
      hasta: '2026-12-10',
      hora_inicio: '14:00',
      hora_fin: '16:00',
    });
  });

  it('shows problems beside their fields, before sending and from the server', async () => {
    api(
      { ausencias: [], festivos: [], atiende_festivos: 0 },
      {
        'POST /api/ausencias/create': () =>
          json(422, {
            error: 'validation',
            message: 'Datos inválidos',
            errors: { hasta: ['La ausencia no puede pasar de tu ventana de reserva.'] },
          }),
      },
    );
    render(<AusenciasPage />);
    llenar('Primer día', '2026-12-18');
    llenar('Último día', '2026-12-14');
    fireEvent.click(within(nueva()).getByRole('button', { name: 'Agregar ausencia' }));
    expect(await within(nueva()).findByText('La fecha final no puede ser anterior a la inicial.')).toBeTruthy();
    expect(callsTo('POST /api/ausencias/create')).toHaveLength(0);
    llenar('Último día', '2027-12-31');
    fireEvent.click(within(nueva()).getByRole('button', { name: 'Agregar ausencia' }));
    expect(await within(nueva()).findByText('La ausencia no puede pasar de tu ventana de reserva.')).toBeTruthy();
    const hasta = within(nueva()).getByLabelText('Último día');
    expect(hasta.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(hasta));
  });

  it('lists the citas a new absence falls on and cancels them all, telling each paciente', async () => {
    const afectadas = [
      cita(31, 'Ana Ruiz', '2026-12-14', '09:00', '09:30'),
      cita(32, 'Luis Pérez', '2026-12-15', '10:00', '10:40'),
    ];
    api(
      { ausencias: [], festivos: [], atiende_festivos: 0 },
      {
        'POST /api/ausencias/create': () =>
          json(201, { succes: { ausencia: vacaciones, afectadas } satisfies AusenciaCreada }),
        'POST /api/ausencias/cancelar-citas': () => json(200, { succes: { canceladas: afectadas } }),
      },
    );
    render(<AusenciasPage />);
    llenar('Primer día', '2026-12-14');
    llenar('Último día', '2026-12-18');
    fireEvent.click(within(nueva()).getByRole('button', { name: 'Agregar ausencia' }));

    const aviso = await screen.findByRole('region', { name: 'Tienes 2 citas agendadas en esta ausencia' });
    await waitFor(() => expect(document.activeElement).toBe(aviso));
    const filas = within(aviso).getAllByRole('row').slice(1);
    expect(filas.map((f) => f.textContent)).toEqual([
      'Ana Ruizlunes, 14 de diciembre de 20269:00 – 9:30 a. m.',
      'Luis Pérezmartes, 15 de diciembre de 202610:00 – 10:40 a. m.',
    ]);
    fireEvent.click(within(aviso).getByRole('button', { name: 'Cancelar estas 2 citas y avisar a los pacientes' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cancelar 2 citas' });
    fireEvent.change(within(dialogo).getByLabelText('Mensaje para los pacientes (opcional)'), {
      target: { value: ' Estaré en un congreso. ' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar las citas' }));

    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith(
        'Cancelamos 2 citas y avisamos a los pacientes.',
        expect.anything(),
      ),
    );
    expect(callsTo('POST /api/ausencias/cancelar-citas').map((c) => c.body)).toEqual([
      { id: 4, motivo: 'Estaré en un congreso.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /citas agendadas/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the refusal when the citas cannot be cancelled', async () => {
    const afectadas = [cita(31, 'Ana Ruiz', '2026-12-14', '09:00', '09:30')];
    api(
      { ausencias: [], festivos: [], atiende_festivos: 0 },
      {
        'POST /api/ausencias/create': () => json(201, { succes: { ausencia: vacaciones, afectadas } }),
        'POST /api/ausencias/cancelar-citas': () =>
          json(404, { error: 'not_found', message: 'La ausencia no existe.' }),
      },
    );
    render(<AusenciasPage />);
    llenar('Primer día', '2026-12-14');
    fireEvent.click(within(nueva()).getByRole('button', { name: 'Agregar ausencia' }));
    const aviso = await screen.findByRole('region', { name: 'Tienes 1 cita agendada en esta ausencia' });
    fireEvent.click(within(aviso).getByRole('button', { name: 'Cancelar esta cita y avisar al paciente' }));
    const dialogo = screen.getByRole('dialog', { name: 'Cancelar 1 cita' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar las citas' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe('La ausencia no existe.');
    expect(callsTo('POST /api/ausencias/cancelar-citas')[0].body).toEqual({ id: 4 });
    expect(screen.getByRole('region', { name: 'Tienes 1 cita agendada en esta ausencia' })).toBeTruthy();
  });

  it('deletes an absence', async () => {
    const datos: Ausencias = { ausencias: [vacaciones], festivos: [], atiende_festivos: 0 };
    api(datos, {
      'POST /api/ausencias/delete': () => {
        datos.ausencias = [];
        return json(200, { succes: vacaciones });
      },
    });
    render(<AusenciasPage />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Eliminar la ausencia: Del 14 de diciembre de 2026 al 18 de diciembre de 2026 · Todo el día',
      }),
    );
    await screen.findByText('No tienes ausencias programadas.');
    expect(callsTo('POST /api/ausencias/delete')[0].body).toEqual({ id: 4 });
    expect(toastMock.success).toHaveBeenCalledWith('Ausencia eliminada', expect.anything());
  });

  it('offers a retry when the absences cannot be read', async () => {
    let veces = 0;
    mockApi({
      'GET /api/ausencias': () =>
        ++veces === 1
          ? json(503, { error: 'unavailable', message: 'Servicio no disponible' })
          : json(200, { succes: { ausencias: [], festivos: [], atiende_festivos: 0 } }),
    });
    render(<AusenciasPage />);
    expect(await screen.findByText('No fue posible cargar tus ausencias.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No tienes ausencias programadas.')).toBeTruthy();
  });
});
