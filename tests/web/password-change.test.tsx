import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import PanelLayout from '../../web/src/features/panel/PanelLayout';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { getToken } from '../../web/src/lib/session';
import { accionDeCuenta, despejar, json, renderRoutes, stubFetch, toastMock } from './support';

const CAMBIADA = 'Contraseña actualizada con éxito. Se cerraron las sesiones abiertas en otros dispositivos.';
const cuenta = { id: 3, rol: 0, nombre: 'Laura', apellido: 'Gómez', name: 'Laura', email: 'l@x.co' };

/** The panel with a signed-in professional; `clave` answers POST /api/user/password. */
async function openModal(clave: () => Response | Promise<Response>) {
  localStorage.setItem('token', 'tok');
  fetchMock.mockImplementation(async (url: URL) => (url.pathname === '/api/users' ? json(200, cuenta) : clave()));
  renderRoutes(
    [{ path: '/panel', element: <PanelLayout />, children: [{ path: 'home', element: <p>agenda</p> }] }],
    '/panel/home',
  );
  await accionDeCuenta('Cambiar contraseña');
  return screen.getByRole('dialog', { name: 'Cambiar contraseña' });
}

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
const claveCalls = () => fetchMock.mock.calls.filter(([u]) => u.pathname === '/api/user/password');

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  await borrarPrivados();
  fetchMock = stubFetch();
});
afterEach(despejar);

describe("the panel's 'Cambiar contraseña'", () => {
  it('changes the password, keeps this session, shows the server message and closes', async () => {
    const dialog = await openModal(() => json(200, { succes: CAMBIADA }));
    fill(dialog, 'Contraseña actual', 'CitaSalud2026!');
    fill(dialog, 'Nueva contraseña', 'Otra clave 2026');
    fill(dialog, 'Confirme la nueva contraseña', 'Otra clave 2026');
    submit(dialog);

    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(CAMBIADA, expect.anything()));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [[, init]] = claveCalls();
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body)).toEqual({ actual: 'CitaSalud2026!', nueva: 'Otra clave 2026' });
    expect(getToken()).toBe('tok');
    expect(screen.getByText('agenda')).toBeTruthy();
  });

  it('warns beside each field and sends nothing while the form is incomplete or inconsistent', async () => {
    const dialog = await openModal(() => json(200, { succes: CAMBIADA }));
    submit(dialog);
    expect(within(dialog).getByText('Escriba su contraseña actual.')).toBeTruthy();
    expect(within(dialog).getByText('Escriba la nueva contraseña.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Contraseña actual'));

    fill(dialog, 'Contraseña actual', 'CitaSalud2026!');
    fill(dialog, 'Nueva contraseña', 'corta');
    fill(dialog, 'Confirme la nueva contraseña', 'corta');
    submit(dialog);
    expect(within(dialog).getByText('La contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nueva contraseña').getAttribute('aria-invalid')).toBe('true');

    fill(dialog, 'Nueva contraseña', 'Otra clave 2026');
    fill(dialog, 'Confirme la nueva contraseña', 'Otra clave 2025');
    submit(dialog);
    expect(within(dialog).getByText('Las contraseñas no coinciden.')).toBeTruthy();

    fill(dialog, 'Nueva contraseña', 'CitaSalud2026!');
    fill(dialog, 'Confirme la nueva contraseña', 'CitaSalud2026!');
    submit(dialog);
    expect(within(dialog).getByText('La nueva contraseña debe ser distinta de la actual.')).toBeTruthy();
    expect(claveCalls()).toHaveLength(0);
  });

  it('shows a wrong current password as a toast and beside the field, and stays open', async () => {
    const dialog = await openModal(() =>
      json(422, {
        message: 'Datos inválidos',
        errors: { actual: ['La contraseña actual no es correcta.'] },
      }),
    );
    fill(dialog, 'Contraseña actual', 'no-es-la-mia');
    fill(dialog, 'Nueva contraseña', 'Otra clave 2026');
    fill(dialog, 'Confirme la nueva contraseña', 'Otra clave 2026');
    submit(dialog);

    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('La contraseña actual no es correcta.', expect.anything()),
    );
    expect(screen.getByRole('dialog', { name: 'Cambiar contraseña' })).toBe(dialog);
    const actual = within(dialog).getByLabelText('Contraseña actual');
    expect(actual.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Cambiar contraseña' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it('starts empty each time it opens', async () => {
    const dialog = await openModal(() => json(200, { succes: CAMBIADA }));
    fill(dialog, 'Contraseña actual', 'algo escrito');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await accionDeCuenta('Cambiar contraseña');
    const again = screen.getByRole('dialog', { name: 'Cambiar contraseña' });
    expect((within(again).getByLabelText('Contraseña actual') as HTMLInputElement).value).toBe('');
  });
});
