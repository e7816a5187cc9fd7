import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import LoginPage from '../../web/src/features/auth/pages/LoginPage';
import ResetPage from '../../web/src/features/auth/pages/ResetPage';
import { problemasClave } from '../../web/src/lib/clave';
import { despejar, json, renderRoutes, stubFetch, toastMock } from './support';

const NEUTRO =
  'Si el correo electrónico está registrado, le enviamos un enlace para restablecer la contraseña. Revise su bandeja de entrada.';
const INVALIDO = 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicite uno nuevo.';
const LISTO = 'Contraseña restablecida con éxito. Ahora podrá iniciar sesión con su nueva contraseña.';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ab';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/restablecer', element: <ResetPage /> },
    ],
    path,
  ).donde;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sentBody = (n = 0) => JSON.parse(fetchMock.mock.calls[n][1].body);
const sentPath = (n = 0) => new URL(String(fetchMock.mock.calls[n][0])).pathname;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(despejar);

describe('the new-password rules', () => {
  it('asks for 8 to 128 characters, counting spaces, and a matching confirmation', () => {
    expect(problemasClave('', '')).toEqual({ nueva: 'vacia', confirmacion: 'vacia' });
    expect(problemasClave('1234567', '1234567')).toEqual({ nueva: 'corta' });
    expect(problemasClave('       8', '       8')).toEqual({});
    expect(problemasClave('x'.repeat(129), 'x'.repeat(129))).toEqual({ nueva: 'larga' });
    expect(problemasClave('x'.repeat(128), 'x'.repeat(128))).toEqual({});
    expect(problemasClave('clave-nueva-1', 'clave-nueva-2')).toEqual({ confirmacion: 'distinta' });
  });
});

describe('¿Olvidó su contraseña? on /login', () => {
  it('asks for a link with the e-mail typed in the login form and shows the neutral answer', async () => {
    fetchMock.mockResolvedValue(json(200, { succes: NEUTRO }));
    renderAt('/login');
    fill('Correo electrónico', '  ana@example.co ');
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidó su contraseña?' }));

    expect(screen.getByRole('heading', { name: 'Restablecer contraseña' })).toBeTruthy();
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    expect(email.value).toBe('ana@example.co');
    expect(document.activeElement).toBe(email);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect((await screen.findByRole('status')).textContent).toBe(NEUTRO);
    expect(sentPath()).toBe('/api/user/password/olvido');
    expect(fetchMock.mock.calls[0][1].method).toBe('POST');
    expect(sentBody()).toEqual({ email: 'ana@example.co' });
    // the form is gone (nothing to send twice); the way back is focused
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).toBeNull();
    // (moved by an effect once the answer is drawn: waited for, as a loaded machine may draw first)
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Volver a iniciar sesión' })),
    );
  });

  it('goes back to the login form with the same e-mail filled in', async () => {
    fetchMock.mockResolvedValue(json(200, { succes: NEUTRO }));
    renderAt('/login?vista=olvido');
    fill('Correo electrónico', 'ana@example.co');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@example.co');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeTruthy();
  });

  it('warns beside the field and sends nothing without an e-mail', () => {
    renderAt('/login?vista=olvido');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Escriba el correo electrónico de su cuenta.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason as a toast and keeps the form when the request is refused", async () => {
    fetchMock.mockResolvedValue(
      json(429, { error: 'too_many', message: 'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.' }),
    );
    renderAt('/login?vista=olvido');
    fill('Correo electrónico', 'ana@example.co');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'Demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'Enviar enlace' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('/restablecer', () => {
  it('warns about a short password and a confirmation that does not match, and sends nothing', () => {
    renderAt(`/restablecer?token=${TOKEN}`);
    fill('Nueva contraseña', 'corta');
    fill('Confirme la nueva contraseña', 'otra');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    const nueva = screen.getByLabelText('Nueva contraseña');
    expect(nueva.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(document.activeElement).toBe(nueva);
    expect(fetchMock).not.toHaveBeenCalled();

    fill('Nueva contraseña', 'suficientemente-larga');
    fill('Confirme la nueva contraseña', 'suficientemente-larg');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.queryByText('La contraseña debe tener al menos 8 caracteres.')).toBeNull();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Confirme la nueva contraseña'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password with the token of the link and offers the login', async () => {
    fetchMock.mockResolvedValue(json(200, { succes: LISTO }));
    renderAt(`/restablecer?token=${TOKEN}`);
    fill('Nueva contraseña', ' Nueva clave 2026 ');
    fill('Confirme la nueva contraseña', ' Nueva clave 2026 ');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect((await screen.findByRole('status')).textContent).toBe(LISTO);
    expect(sentPath()).toBe('/api/user/password/restablecer');
    // the password goes as typed: spaces count
    expect(sentBody()).toEqual({ token: TOKEN, password: ' Nueva clave 2026 ' });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Contraseña restablecida' }));
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
  });

  it("shows the server's message for a used or expired link and a way to ask for another", async () => {
    fetchMock.mockResolvedValue(json(422, { message: INVALIDO, errors: { token: [INVALIDO] } }));
    const donde = renderAt(`/restablecer?token=${TOKEN}`);
    fill('Nueva contraseña', 'clave-nueva-2026');
    fill('Confirme la nueva contraseña', 'clave-nueva-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect((await screen.findByRole('alert')).textContent).toBe(INVALIDO);
    expect(toastMock.error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' }));
    await screen.findByRole('button', { name: 'Enviar enlace' });
    expect(donde().pathname).toBe('/login');
  });

  it('keeps the form and shows a toast when the failure is not about the link', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt(`/restablecer?token=${TOKEN}`);
    fill('Nueva contraseña', 'clave-nueva-2026');
    fill('Confirme la nueva contraseña', 'clave-nueva-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledTimes(1));
    expect(toastMock.error.mock.calls[0][0]).toMatch(/conectar con el servidor/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('button', { name: 'Guardar contraseña' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('explains a link without its token and leads to the request form', async () => {
    const donde = renderAt('/restablecer');
    expect(screen.getByRole('heading', { name: 'Falta el código del enlace' })).toBeTruthy();
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' }));
    await screen.findByRole('heading', { name: 'Restablecer contraseña' });
    expect(donde().search).toBe('?vista=olvido');
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeTruthy();
  });
});
