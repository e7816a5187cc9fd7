import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import LoginPage from '../../web/src/features/auth/pages/LoginPage';
import ResetPage from '../../web/src/features/auth/pages/ResetPage';
import PanelLayout from '../../web/src/features/panel/PanelLayout';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { accionDeCuenta, callsTo, despejar, json, mockApi, renderRoutes, toastMock } from './support';

const SIN_CONFIRMAR =
  'Debe confirmar su correo electrónico antes de iniciar sesión. Abra el enlace que le enviamos o solicite uno nuevo.';
const REENVIADO =
  'Si el correo electrónico tiene una cuenta sin confirmar, le enviamos un nuevo enlace de confirmación. Revise su bandeja de entrada.';

const renderLogin = () =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/panel/home', element: <p>panel abierto</p> },
    ],
    '/login',
  );
const fill = (label: string, value: string, donde: HTMLElement = document.body) =>
  fireEvent.change(within(donde).getByLabelText(label), { target: { value } });

beforeEach(async () => {
  await borrarPrivados();
});
afterEach(despejar);

describe('the password meter on the registration form', () => {
  it('appears only once something is typed, and rates a common password as very weak with the reason', async () => {
    mockApi({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    expect(screen.queryByRole('meter')).toBeNull();
    fill('Contraseña', 'password');
    const medidor = await screen.findByRole('meter', { name: 'Seguridad de la contraseña' });
    expect(medidor.getAttribute('aria-valuetext')).toBe('Muy débil');
    expect(screen.getByText('Es una de las contraseñas más usadas: elija otra.')).toBeTruthy();
  });

  it('follows the typing: a short single-kind password gets hints, a long varied one is strong', async () => {
    mockApi({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    fill('Contraseña', 'nubesazul');
    const medidor = await screen.findByRole('meter');
    expect(medidor.getAttribute('aria-valuetext')).toBe('Débil');
    expect(screen.getByText(/Use 12 caracteres o más/)).toBeTruthy();
    expect(screen.getByText(/Mezcle mayúsculas, minúsculas/)).toBeTruthy();
    fill('Contraseña', 'Cafe-Con-Arepa-2026!');
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('Fuerte'));
    expect(screen.queryByText(/Use 12 caracteres o más/)).toBeNull();
  });
});

describe('signing in before confirming the e-mail', () => {
  it('says so and resends the link to the typed address', async () => {
    mockApi({
      'POST /api/user/auth': () => json(403, { error: 'correo_sin_confirmar', message: SIN_CONFIRMAR }),
      'POST /api/user/correo/reenviar': () => json(200, { succes: REENVIADO }),
    });
    renderLogin();
    fill('Correo electrónico', 'laura@example.co');
    fill('Contraseña', 'Cafe-Con-Arepa-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    const aviso = await screen.findByRole('alert');
    expect(aviso.textContent).toContain(SIN_CONFIRMAR);
    fireEvent.click(within(aviso).getByRole('button', { name: 'Reenviar enlace de confirmación' }));
    await waitFor(() => expect(callsTo('POST /api/user/correo/reenviar')).toHaveLength(1));
    expect(callsTo('POST /api/user/correo/reenviar')[0].body).toEqual({ email: 'laura@example.co' });
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith(REENVIADO, expect.anything()));
  });

  it('shows no resend button for a wrong password', async () => {
    mockApi({
      'POST /api/user/auth': () =>
        json(401, { error: 'invalid_credentials', message: 'Correo electrónico o contraseña incorrectos.' }),
    });
    renderLogin();
    fill('Correo electrónico', 'laura@example.co');
    fill('Contraseña', 'otra');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Reenviar enlace de confirmación' })).toBeNull();
  });
});

describe('the confirmation link (/login?confirmar=…)', () => {
  it('is followed once as the login screen opens, which then says the e-mail is confirmed', async () => {
    mockApi({
      'POST /api/user/correo/confirmar': () =>
        json(200, { succes: 'Correo electrónico confirmado. Ya puede iniciar sesión.' }),
    });
    renderRoutes(
      [{ path: '/login', element: <LoginPage /> }],
      '/login?confirmar=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Correo electrónico confirmado. Ya puede iniciar sesión.'),
    );
    expect(callsTo('POST /api/user/correo/confirmar')).toHaveLength(1);
    expect(callsTo('POST /api/user/correo/confirmar')[0].body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    });
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeTruthy();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a used or expired link, with how to get another", async () => {
    const mensaje = 'El enlace de confirmación no es válido o ya expiró. Solicite uno nuevo.';
    mockApi({
      'POST /api/user/correo/confirmar': () => json(422, { message: mensaje, errors: { token: [mensaje] } }),
    });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login?confirmar=usadousadousadousadousado01');
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(mensaje);
    expect(alerta.textContent).toContain('Reenviar enlace de confirmación');
  });

  it('calls nothing when the login screen opens without a link', () => {
    mockApi({});
    renderLogin();
    expect(screen.queryByRole('status')).toBeNull();
    expect(callsTo('POST /api/user/correo/confirmar')).toHaveLength(0);
  });
});

describe('/restablecer with a breached password', () => {
  it("keeps the server's refusal beside the new password, the link still usable, and shows the meter", async () => {
    const filtrada =
      'Esta contraseña aparece en filtraciones conocidas de datos y es fácil de adivinar. Elija otra, por ejemplo una frase de varias palabras.';
    mockApi({
      'POST /api/user/password/restablecer': () => json(422, { message: filtrada, errors: { password: [filtrada] } }),
    });
    renderRoutes(
      [{ path: '/restablecer', element: <ResetPage /> }],
      '/restablecer?token=abcdefghijklmnopqrstuvwxyz012',
    );
    fill('Nueva contraseña', 'Football2');
    fill('Confirme la nueva contraseña', 'Football2');
    expect(await screen.findByRole('meter', { name: 'Seguridad de la contraseña' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(screen.getByLabelText('Nueva contraseña').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(filtrada).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeTruthy();
  });
});

describe("the panel's 'Cambiar correo'", () => {
  const cuenta = { id: 3, rol: 0, nombre: 'Laura', apellido: 'Gómez', name: 'Laura', email: 'laura@x.co' };
  const abrirModal = async (correo: () => Response) => {
    localStorage.setItem('token', 'tok');
    mockApi({ 'GET /api/users': () => json(200, cuenta), 'POST /api/user/correo': correo });
    renderRoutes(
      [{ path: '/panel', element: <PanelLayout />, children: [{ path: 'home', element: <p>agenda</p> }] }],
      '/panel/home',
    );
    await accionDeCuenta('Cambiar correo');
    return screen.getByRole('dialog', { name: 'Cambiar correo electrónico' });
  };

  it('sends the new address with the current password, shows the server message and closes', async () => {
    const mensaje = 'Le enviamos un enlace a nueva@x.co. El cambio se hará cuando lo abra.';
    const dialogo = await abrirModal(() => json(200, { succes: mensaje }));
    expect(within(dialogo).getByText('Correo actual: laura@x.co')).toBeTruthy();
    fill('Correo electrónico nuevo', ' nueva@x.co ', dialogo);
    fill('Contraseña actual', 'Cafe-Con-Arepa-2026', dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST /api/user/correo')[0].body).toEqual({ email: 'nueva@x.co', password: 'Cafe-Con-Arepa-2026' });
    expect(toastMock.success).toHaveBeenCalledWith(mensaje, expect.anything());
  });

  it('keeps a wrong password beside its field and stays open', async () => {
    const dialogo = await abrirModal(() =>
      json(422, { message: 'La contraseña no es correcta.', errors: { password: ['La contraseña no es correcta.'] } }),
    );
    fill('Correo electrónico nuevo', 'nueva@x.co', dialogo);
    fill('Contraseña actual', 'equivocada', dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(within(dialogo).getByLabelText('Contraseña actual').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialogo).getByText('La contraseña no es correcta.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('checks the fields before sending anything', async () => {
    const dialogo = await abrirModal(() => json(200, { succes: 'no' }));
    fill('Correo electrónico nuevo', 'no-es-correo', dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar enlace' }));
    expect(within(dialogo).getByText('Escriba un correo electrónico válido.')).toBeTruthy();
    expect(within(dialogo).getByText('Escriba su contraseña actual.')).toBeTruthy();
    expect(callsTo('POST /api/user/correo')).toHaveLength(0);
  });
});
