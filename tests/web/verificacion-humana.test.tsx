import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import LoginPage from '../../web/src/features/auth/pages/LoginPage';
import { getToken } from '../../web/src/lib/session';
import { conToken, TURNSTILE_API } from '../../web/src/lib/verificacion-humana';
import { despejar, json, renderRoutes, stubFetch, toastMock } from './support';

const pedida = (sitekey: string) =>
  json(428, {
    error: 'verificacion_humana',
    message: 'Por seguridad, confirme que es una persona y vuelva a enviar el formulario.',
    sitekey,
  });

function entrar() {
  const { donde } = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/panel/home', element: <p>panel abierto</p> },
    ],
    '/login',
  );
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'doctora@citasalud.co' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'CitaSalud2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  return donde;
}

const scriptsTurnstile = () => [...document.querySelectorAll('script')].filter((s) => s.src === TURNSTILE_API);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => {
  despejar();
  for (const s of scriptsTurnstile()) s.remove();
  delete window.turnstile;
});

describe('the human check the server asks for', () => {
  it('shows the local stand-in when the server checks locally and sends the login again with its token', async () => {
    fetchMock.mockResolvedValueOnce(pedida('')).mockResolvedValueOnce(json(200, { succes: 'tok-1' }));
    const donde = entrar();
    const dialogo = await screen.findByRole('dialog', { name: 'Confirma que eres una persona' });
    expect(dialogo.textContent).toMatch(/verificación de prueba/);
    // the stand-in loads nothing from Cloudflare
    expect(scriptsTurnstile()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Soy una persona/ }));
    await screen.findByText('panel abierto');
    expect(donde().pathname).toBe('/panel/home');
    expect(getToken()).toBe('tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, reintento] = fetchMock.mock.calls[1];
    expect(JSON.parse(reintento.body)).toEqual({
      email: 'doctora@citasalud.co',
      password: 'CitaSalud2026!',
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
    });
  });

  it("loads Turnstile's script only when asked with a site key, and sends the widget's token", async () => {
    fetchMock.mockResolvedValueOnce(pedida('0x4AAAA-sitio')).mockResolvedValueOnce(json(200, { succes: 'tok-2' }));
    expect(scriptsTurnstile()).toHaveLength(0);
    entrar();
    await screen.findByRole('dialog', { name: 'Confirma que eres una persona' });
    await waitFor(() => expect(scriptsTurnstile()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Soy una persona/ })).toBeNull();
    const render = vi.fn((_el: HTMLElement, o: { sitekey: string; callback: (t: string) => void }) => {
      queueMicrotask(() => o.callback('token-de-cloudflare'));
      return 'w1';
    });
    window.turnstile = { render, remove: vi.fn() };
    scriptsTurnstile()[0].dispatchEvent(new Event('load'));
    await screen.findByText('panel abierto');
    expect(render.mock.calls[0][1].sitekey).toBe('0x4AAAA-sitio');
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)['cf-turnstile-response']).toBe('token-de-cloudflare');
  });

  it("keeps the server's message and the form when the check is closed, without sending again", async () => {
    fetchMock.mockResolvedValueOnce(pedida(''));
    const donde = entrar();
    await screen.findByRole('dialog', { name: 'Confirma que eres una persona' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'Por seguridad, confirme que es una persona y vuelva a enviar el formulario.',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(donde().pathname).toBe('/login');
  });

  it('asks once per call: a second 428 after the token is shown, not looped', async () => {
    fetchMock.mockResolvedValueOnce(pedida('')).mockResolvedValueOnce(pedida(''));
    entrar();
    fireEvent.click(await screen.findByRole('button', { name: /Soy una persona/ }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resends a registration with the token after the check, keeping every field', async () => {
    fetchMock
      .mockResolvedValueOnce(pedida(''))
      .mockResolvedValueOnce(json(201, { succes: 'Cuenta creada con éxito.' }));
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    for (const [label, value] of [
      ['Nombre', 'Ana'],
      ['Apellido', 'Rojas'],
      ['Cédula/NIT', '1020304050'],
      ['Teléfono fijo', '6015550100'],
      ['Celular', '3001234567'],
      ['Dirección', 'Calle 1 # 2-3'],
      ['Correo electrónico', 'ana@example.co'],
      ['Contraseña', 'secreta123'],
    ])
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('checkbox', { name: /política de tratamiento/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /datos de salud/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    fireEvent.click(await screen.findByRole('button', { name: /Soy una persona/ }));
    // issue 22 item 3: the message asks to confirm the e-mail first
    await screen.findByText(
      /Ahora podrá iniciar sesión con su usuario y contraseña registrados, una vez confirme su correo/,
    );
    const [primero, segundo] = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body));
    expect(segundo).toEqual({ ...primero, 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' });
    expect(primero).not.toHaveProperty('cf-turnstile-response');
  });

  it('adds the token to a multipart body as a copy', () => {
    const form = new FormData();
    form.append('nombre', 'Ana');
    const con = conToken(form, 'tok') as FormData;
    expect(con.get('nombre')).toBe('Ana');
    expect(con.get('cf-turnstile-response')).toBe('tok');
    expect(form.has('cf-turnstile-response')).toBe(false);
    expect(conToken(undefined, 'tok')).toEqual({ 'cf-turnstile-response': 'tok' });
  });
});
