/**
 * Navigation opens a screen at its top and going back returns to where it was left
 * (web/src/app/useScrollDeRuta.ts, used by every route's root): a profile opened from the results
 * used to start where the results had been scrolled to.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollDeRuta } from '../../web/src/app/useScrollDeRuta';

function Pantalla({ nombre }: { nombre: string }) {
  useScrollDeRuta();
  const navigate = useNavigate();
  return (
    <>
      <h1>{nombre}</h1>
      <Link to="/perfil">Abrir perfil</Link>
      <Link to="/lista?orden=proxima">Ordenar</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Atrás
      </button>
    </>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
const bajarA = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  scrollTo = vi.fn((_x: number, y: number) => bajarA(y));
  vi.stubGlobal('scrollTo', scrollTo);
  bajarA(0);
});
afterEach(() => bajarA(0));

describe('the scroll on navigation', () => {
  it('opens the next screen at its top and returns to the place on back', async () => {
    render(
      <MemoryRouter initialEntries={['/lista']}>
        <Routes>
          <Route path="/lista" element={<Pantalla nombre="Resultados" />} />
          <Route path="/perfil" element={<Pantalla nombre="Perfil" />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Resultados' });
    expect(scrollTo).not.toHaveBeenCalled();
    bajarA(510);

    fireEvent.click(screen.getByRole('link', { name: 'Abrir perfil' }));
    await screen.findByRole('heading', { name: 'Perfil' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
    bajarA(120);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Atrás' })));
    await screen.findByRole('heading', { name: 'Resultados' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 510);
  });

  it('keeps the place when only the query changes (a filter)', async () => {
    render(
      <MemoryRouter initialEntries={['/lista']}>
        <Routes>
          <Route path="/lista" element={<Pantalla nombre="Resultados" />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Resultados' });
    bajarA(300);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Ordenar' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(300);
  });
});
