/**
 * The app's Link and NavLink (web/src/lib/enlaces.tsx, given for react-router-dom's by
 * web/build/enrutador.ts): the same markup as react-router's own, which the Worker draws pages
 * with, so a drawn page hydrates with them; and the same navigation.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as libreria from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as propio from '../../web/src/lib/enrutador';

type Modulo = { Link: typeof libreria.Link; NavLink: typeof libreria.NavLink };

/** The HTML of `dibujo(module)` at `ruta`, with the library's links and with the app's. */
function ambos(ruta: string, dibujo: (m: Modulo) => ReactElement) {
  const html = (m: Modulo) =>
    renderToString(<libreria.MemoryRouter initialEntries={[ruta]}>{dibujo(m)}</libreria.MemoryRouter>);
  return { libreria: html(libreria), propio: html(propio as unknown as Modulo) };
}

/** Where the router is now, to see a click navigate. */
function Donde() {
  return <p data-testid="donde">{propio.useLocation().pathname}</p>;
}

describe("The app's links", () => {
  it("are the app's own, and the rest of react-router-dom is the library's", () => {
    expect(propio.Link).not.toBe(libreria.Link);
    expect(propio.NavLink).not.toBe(libreria.NavLink);
    // everything else is the library's
    expect(propio.useNavigate).toBe(libreria.useNavigate);
  });

  const casos: [string, string, (m: Modulo) => ReactElement][] = [
    ['a plain link', '/', ({ Link }) => <Link to="/especialistas/todas/todas/0">Profesionales</Link>],
    [
      'a link with a class, a target and a label',
      '/',
      ({ Link }) => (
        <Link to="/e-comerce?q=sol" className="btn btn--primary" target="_blank" rel="noopener" aria-label="Tienda">
          Tienda
        </Link>
      ),
    ],
    [
      'a link that reloads the page',
      '/x',
      ({ Link }) => (
        <Link to="/" reloadDocument>
          Inicio
        </Link>
      ),
    ],
    ['a link to another site', '/', ({ Link }) => <Link to="https://wa.me/573001234567">WhatsApp</Link>],
    ['a relative link', '/e-comerce/3', ({ Link }) => <Link to="../4">Siguiente</Link>],
    ['an active NavLink', '/e-comerce/3', ({ NavLink }) => <NavLink to="/e-comerce">Tienda</NavLink>],
    ['an inactive NavLink', '/mis-citas', ({ NavLink }) => <NavLink to="/e-comerce">Tienda</NavLink>],
    [
      'a NavLink that must match the whole path',
      '/panel/agenda',
      ({ NavLink }) => (
        <NavLink to="/panel" end className="panel__brand">
          Panel
        </NavLink>
      ),
    ],
    [
      'a NavLink whose class and content follow its state',
      '/Panel/Agenda/',
      ({ NavLink }) => (
        <NavLink to="/panel/agenda" className={({ isActive }) => (isActive ? 'si' : 'no')}>
          {({ isActive }) => (isActive ? 'Aquí' : 'Allá')}
        </NavLink>
      ),
    ],
  ];
  for (const [caso, ruta, dibujo] of casos)
    it(`draws ${caso} as react-router's does`, () => {
      const { libreria: suyo, propio: nuestro } = ambos(ruta, dibujo);
      expect(nuestro).toBe(suyo);
    });

  const conRutas = (link: ReactElement) =>
    render(
      <propio.MemoryRouter initialEntries={['/']}>
        {link}
        <Donde />
      </propio.MemoryRouter>,
    );

  it('navigates in the app on a click, after its own onClick', () => {
    const vistos: string[] = [];
    conRutas(
      <propio.Link to="/e-comerce" onClick={() => vistos.push('clic')}>
        Tienda
      </propio.Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Tienda' }));
    expect(vistos).toEqual(['clic']);
    expect(screen.getByTestId('donde').textContent).toBe('/e-comerce');
  });

  it('leaves to the browser a click with a modifier, a new tab, a reload or one its onClick prevented', () => {
    conRutas(
      <>
        <propio.Link to="/a">A</propio.Link>
        <propio.Link to="/b" target="_blank">
          B
        </propio.Link>
        <propio.Link to="/c" reloadDocument>
          C
        </propio.Link>
        <propio.Link to="/d" onClick={(e) => e.preventDefault()}>
          D
        </propio.Link>
      </>,
    );
    const clic = (nombre: string, init = {}) =>
      fireEvent.click(screen.getByRole('link', { name: nombre }), init) === false ? 'la app' : 'el navegador';
    expect(clic('A', { ctrlKey: true })).toBe('el navegador');
    expect(clic('B')).toBe('el navegador');
    expect(clic('C')).toBe('el navegador');
    expect(screen.getByTestId('donde').textContent).toBe('/');
    clic('D');
    expect(screen.getByTestId('donde').textContent).toBe('/');
  });

  it('marks the NavLink of the current section, and follows the navigation', () => {
    conRutas(
      <>
        <propio.NavLink to="/e-comerce">Tienda</propio.NavLink>
        <propio.Link to="/e-comerce/3">Producto</propio.Link>
      </>,
    );
    const tienda = screen.getByRole('link', { name: 'Tienda' });
    expect(tienda.getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Producto' }));
    expect(tienda.getAttribute('aria-current')).toBe('page');
    expect(tienda.className).toBe('active');
  });
});
