import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import LoginPage from '../../web/src/features/auth/pages/LoginPage';
import { DosPasosModal } from '../../web/src/features/panel/components/DosPasosModal';
import PanelLayout from '../../web/src/features/panel/PanelLayout';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { getToken } from '../../web/src/lib/session';
import { despejar, json, renderRoutes, servidorFalso } from './support';

const CODIGOS = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/panel/home', element: <p>panel abierto</p> },
    ],
    path,
  ).donde;
}

const entrar = () => {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.co' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'secreta123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
};

beforeEach(async () => {
  await borrarPrivados();
});
afterEach(despejar);

describe('the sign-in code screen', () => {
  it('opens when the password was right and dos pasos is on, and enters with the code', async () => {
    const llamadas = servidorFalso({
      'POST /api/user/auth': json(401, { error: 'dos_pasos', message: 'Escriba el código…', desafio: 'des-1' }),
      'POST /api/user/auth/codigo': { succes: 'tok-2p' },
    });
    const donde = renderLogin();
    entrar();
    const campo = await screen.findByLabelText('Código de seis dígitos');
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    expect(getToken()).toBeNull();
    fireEvent.change(campo, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar e ingresar' }));
    await screen.findByText('panel abierto');
    expect(donde().pathname).toBe('/panel/home');
    expect(getToken()).toBe('tok-2p');
    expect(llamadas.at(-1)).toEqual({
      method: 'POST',
      path: '/api/user/auth/codigo',
      body: { desafio: 'des-1', codigo: '123456' },
    });
  });

  it('shows a refused code beside the field, and takes a recovery code instead', async () => {
    let intentos = 0;
    servidorFalso({
      'POST /api/user/auth': json(401, { error: 'dos_pasos', message: 'Escriba el código…', desafio: 'des-2' }),
      'POST /api/user/auth/codigo': (body: { codigo: string }) =>
        intentos++ === 0
          ? json(422, {
              error: 'validation',
              message: 'El código no es válido.',
              errors: { codigo: ['El código no es válido.'] },
            })
          : { succes: `tok-${body.codigo}` },
    });
    renderLogin();
    entrar();
    fireEvent.change(await screen.findByLabelText('Código de seis dígitos'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar e ingresar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El código no es válido.');
    fireEvent.click(screen.getByRole('button', { name: /usar un código de recuperación/ }));
    fireEvent.change(screen.getByLabelText('Código de recuperación'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar e ingresar' }));
    await screen.findByText('panel abierto');
    expect(getToken()).toBe('tok-abcde-fghjk');
  });

  it('goes back to the password with the reason when the desafío expired', async () => {
    servidorFalso({
      'POST /api/user/auth': json(401, { error: 'dos_pasos', message: 'Escriba el código…', desafio: 'des-3' }),
      'POST /api/user/auth/codigo': json(422, {
        error: 'validation',
        message: 'El inicio de sesión en curso ya no es válido o expiró.',
        errors: { desafio: ['El inicio de sesión en curso ya no es válido o expiró.'] },
      }),
    });
    renderLogin();
    entrar();
    fireEvent.change(await screen.findByLabelText('Código de seis dígitos'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar e ingresar' }));
    await screen.findByText('El inicio de sesión en curso ya no es válido o expiró.');
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
  });
});

describe('the set-up an admin is asked for at sign-in', () => {
  it('shows the QR code and the secret, confirms the first code and shows the recovery codes once', async () => {
    const llamadas = servidorFalso({
      'POST /api/user/auth': json(403, {
        error: 'dos_pasos_configurar',
        message: 'Las cuentas de administración necesitan…',
        desafio: 'des-c',
      }),
      'POST /api/user/auth/configurar': {
        succes: { secreto: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/CitaSalud:a?secret=JBSWY3DP' },
      },
      'POST /api/user/auth/codigo': { succes: 'tok-admin', recuperacion: CODIGOS },
    });
    renderLogin();
    entrar();
    await screen.findByRole('heading', { name: 'Configura la verificación en dos pasos' });
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeTruthy();
    expect(llamadas.find((l) => l.path === '/api/user/auth/configurar')?.body).toEqual({ desafio: 'des-c' });

    fireEvent.change(screen.getByLabelText('Código de seis dígitos'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    await screen.findByRole('heading', { name: 'Guarda tus códigos de recuperación' });
    for (const c of CODIGOS) expect(screen.getByText(c)).toBeTruthy();
    // the session starts once she has seen them
    expect(getToken()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    await screen.findByText('panel abierto');
    expect(getToken()).toBe('tok-admin');
  });
});

describe('an ended session', () => {
  it('sends the panel to /login, which says the session ended', async () => {
    localStorage.setItem('token', 'tok-viejo');
    servidorFalso({
      'GET /api/users': json(401, { error: 'sesion_vencida', message: 'Su sesión terminó por inactividad.' }),
    });
    const donde = renderRoutes(
      [
        { path: '/', element: <p>inicio público</p> },
        { path: '/login', element: <LoginPage /> },
        { path: '/panel', element: <PanelLayout />, children: [{ path: 'home', element: <p>agenda</p> }] },
      ],
      '/panel/home',
    ).donde;
    await screen.findByText('Tu sesión se cerró por inactividad o venció. Inicia sesión de nuevo.');
    expect(donde().pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('but a refused token without that reason still goes home', async () => {
    localStorage.setItem('token', 'tok-raro');
    servidorFalso({ 'GET /api/users': json(401, { error: 'unauthorized', message: 'Inicie sesión.' }) });
    const donde = renderRoutes(
      [
        { path: '/', element: <p>inicio público</p> },
        { path: '/panel', element: <PanelLayout />, children: [{ path: 'home', element: <p>agenda</p> }] },
      ],
      '/panel/home',
    ).donde;
    await waitFor(() => expect(donde().pathname).toBe('/'));
  });
});

describe("the panel's Dos pasos", () => {
  it('lets a profesional turn it on with the QR code and her first code', async () => {
    let activo = false;
    const llamadas = servidorFalso({
      'GET /api/user/dos-pasos': () => ({
        succes: { activo, obligatorio: false, recuperacion_restantes: activo ? 10 : 0 },
      }),
      'POST /api/user/dos-pasos/configurar': {
        succes: { secreto: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /api/user/dos-pasos/activar': () => {
        activo = true;
        return { succes: { recuperacion: CODIGOS } };
      },
    });
    render(<DosPasosModal open onClose={() => {}} />);
    await screen.findByText('La verificación en dos pasos está desactivada.');
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    await screen.findByText('JBSW Y3DP EHPK 3PXP');
    fireEvent.change(screen.getByLabelText('Código de seis dígitos'), { target: { value: '112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y activar' }));
    await screen.findByText(CODIGOS[0]);
    expect(llamadas.find((l) => l.path === '/api/user/dos-pasos/activar')?.body).toEqual({ codigo: '112233' });
    fireEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    await screen.findByText(/Te quedan 10 códigos de recuperación/);
  });

  it('offers an admin no way to turn it off', async () => {
    servidorFalso({
      'GET /api/user/dos-pasos': { succes: { activo: true, obligatorio: true, recuperacion_restantes: 7 } },
    });
    render(<DosPasosModal open onClose={() => {}} />);
    await screen.findByText(/Es obligatoria para las cuentas de administración/);
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generar códigos de recuperación nuevos' })).toBeTruthy();
  });
});
