import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import PanelLayout from '../../web/src/features/panel/PanelLayout';
import { borrarPrivados } from '../../web/src/lib/guardado-offline';
import { despejar, json, mockApi, renderRoutes } from './support';

const cuenta = { id: 3, rol: 0, nombre: 'Laura', apellido: 'Gómez', name: 'Laura', email: 'laura@x.co' };

async function abrirPanel() {
  localStorage.setItem('token', 'tok');
  mockApi({ 'GET /api/users': () => json(200, cuenta) });
  renderRoutes(
    [{ path: '/panel', element: <PanelLayout />, children: [{ path: 'home', element: <p>agenda</p> }] }],
    '/panel/home',
  );
  return (await screen.findByRole('button', { name: 'Mi cuenta' })) as HTMLButtonElement;
}

const acciones = ['Cambiar contraseña', 'Dos pasos', 'Cambiar correo', 'Cerrar sesión'];
const visibles = () => acciones.filter((nombre) => screen.queryByRole('button', { name: nombre }));

beforeEach(borrarPrivados);
afterEach(despejar);

describe("the panel's account menu", () => {
  it('keeps the account actions behind «Mi cuenta», which says whether it is open', async () => {
    const boton = await abrirPanel();
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    expect(visibles()).toEqual([]);
    fireEvent.click(boton);
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(boton.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(acciones);
    fireEvent.click(boton);
    expect(visibles()).toEqual([]);
  });

  it('closes on Escape with the focus back on its button, and on a click outside', async () => {
    const boton = await abrirPanel();
    fireEvent.click(boton);
    screen.getByRole('button', { name: 'Dos pasos' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(visibles()).toEqual([]);
    expect(document.activeElement).toBe(boton);

    fireEvent.click(boton);
    fireEvent.pointerDown(screen.getByText('agenda'));
    expect(visibles()).toEqual([]);
    expect(boton.getAttribute('aria-expanded')).toBe('false');
  });

  it('a choice closes the menu and opens its dialog; closing it brings the focus back to «Mi cuenta»', async () => {
    const boton = await abrirPanel();
    fireEvent.click(boton);
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar correo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cambiar correo electrónico' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(boton);
  });
});
