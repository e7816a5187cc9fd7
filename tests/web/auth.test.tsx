import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import LoginPage from '../../web/src/features/auth/pages/LoginPage';
import { payloadRegistro, problemaRegistro, type Registro, registroVacio } from '../../web/src/features/auth/registro';
import { getToken } from '../../web/src/lib/session';
import { despejar, json, renderRoutes, stubFetch, toastMock } from './support';

const completo = (): Registro => ({
  nombre: 'Ana',
  apellido: 'Rojas',
  cedula: '1020304050',
  fijo: '6015550100',
  celular: '3001234567',
  direccion: 'Calle 1 # 2-3',
  email: 'ana@example.co',
  password: 'secreta123',
  acepta_tratamiento: true,
  acepta_datos_salud: true,
});

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/panel/home', element: <p>panel abierto</p> },
    ],
    '/login',
  ).donde;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillRegistro(r: Registro) {
  fill('Nombre', r.nombre);
  fill('Apellido', r.apellido);
  fill('Cédula/NIT', r.cedula);
  fill('Teléfono fijo', r.fijo);
  fill('Celular', r.celular);
  fill('Dirección', r.direccion);
  fill('Correo electrónico', r.email);
  fill('Contraseña', r.password);
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(despejar);

describe('registration rules', () => {
  it('asks for every field when one is blank, spaces included', () => {
    for (const campo of [
      'nombre',
      'apellido',
      'cedula',
      'fijo',
      'celular',
      'direccion',
      'email',
      'password',
    ] as const) {
      expect(problemaRegistro({ ...completo(), [campo]: campo === 'password' ? '' : '   ' })).toBe(
        'Se requieren todos los campos diligenciados para crear una cuenta',
      );
    }
  });

  it('requires both consents, which start unticked', () => {
    expect(registroVacio().acepta_tratamiento).toBe(false);
    expect(registroVacio().acepta_datos_salud).toBe(false);
    expect(problemaRegistro({ ...completo(), acepta_datos_salud: false })).toMatch(/datos de salud/);
    expect(problemaRegistro({ ...completo(), acepta_tratamiento: false })).toMatch(/tratamiento de datos/);
    expect(problemaRegistro(completo())).toBeNull();
  });

  it('sends the mobile as telefono with the fixed values of the spec', () => {
    expect(payloadRegistro({ ...completo(), nombre: ' Ana ' })).toEqual({
      nombre: 'Ana',
      apellido: 'Rojas',
      cedula: '1020304050',
      fijo: '6015550100',
      telefono: '3001234567',
      direccion: 'Calle 1 # 2-3',
      email: 'ana@example.co',
      password: 'secreta123',
      virtual: 1,
      presencial: 1,
      ciudad: '',
      acepta_tratamiento: 1,
      acepta_datos_salud: 1,
    });
  });
});

describe('/login', () => {
  it('warns and sends nothing when a registration field is missing', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    fillRegistro({ ...completo(), cedula: '' });
    fireEvent.click(screen.getByRole('checkbox', { name: /política de tratamiento/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /datos de salud/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(toastMock.warning).toHaveBeenCalledWith('Se requieren todos los campos diligenciados para crear una cuenta');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses to register without the consents', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    fillRegistro(completo());
    expect((screen.getByRole('checkbox', { name: /política de tratamiento/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /datos de salud/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(toastMock.warning).toHaveBeenCalledWith(expect.stringMatching(/Debe aceptar la política/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, shows the server message and returns to the login view with the e-mail filled in', async () => {
    fetchMock.mockResolvedValue(
      json(201, { succes: 'Cuenta creada con éxito. Le enviamos un enlace para confirmar su correo electrónico.' }),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    fillRegistro(completo());
    fireEvent.click(screen.getByRole('checkbox', { name: /política de tratamiento/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /datos de salud/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const aviso = await screen.findByRole('status');
    expect(aviso.textContent).toBe(
      // issue 22 item 3: she signs in once the e-mailed link confirms her address
      'Cuenta creada con éxito. Le enviamos un enlace para confirmar su correo electrónico. Ahora podrá iniciar sesión con su usuario y contraseña registrados, una vez confirme su correo.',
    );
    expect(toastMock.success).toHaveBeenCalledWith(aviso.textContent, expect.anything());
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('ana@example.co');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/\/api\/user\/create$/);
    expect(JSON.parse(init.body)).toMatchObject({ telefono: '3001234567', acepta_tratamiento: 1, ciudad: '' });
  });

  it('keeps the server field errors beside their fields', async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'Datos inválidos', errors: { telefono: ['El celular debe empezar por 3.'] } }),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Registro' }));
    fillRegistro({ ...completo(), celular: '2001234567' });
    fireEvent.click(screen.getByRole('checkbox', { name: /política de tratamiento/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /datos de salud/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByLabelText('Celular').getAttribute('aria-invalid')).toBe('true'));
    expect(toastMock.error).toHaveBeenCalledWith('El celular debe empezar por 3.', expect.anything());
    expect((screen.getByRole('button', { name: 'Crear cuenta' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('logs in, keeps the token and opens the panel', async () => {
    fetchMock.mockResolvedValue(json(200, { succes: 'tok-123' }));
    const donde = renderLogin();
    fill('Correo electrónico', 'doctora@citasalud.co');
    fill('Contraseña', 'CitaSalud2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByText('panel abierto');
    expect(donde().pathname).toBe('/panel/home');
    expect(getToken()).toBe('tok-123');
  });

  it('shows the server message when the login is refused and stays on the form', async () => {
    fetchMock.mockResolvedValue(
      json(401, { error: 'invalid_credentials', message: 'Correo electrónico o contraseña incorrectos.' }),
    );
    const donde = renderLogin();
    fill('Correo electrónico', 'doctora@citasalud.co');
    fill('Contraseña', 'equivocada');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Correo electrónico o contraseña incorrectos.', expect.anything()),
    );
    expect(donde().pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });
});
