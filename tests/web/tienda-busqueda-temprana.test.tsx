import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ESPERA_BUSQUEDA, SearchBox } from '../../web/src/features/tienda/components/SearchBox';
import { FiltrosContext, useFiltrosDeUrl } from '../../web/src/features/tienda/useFiltros';

function Donde() {
  return <output>{useLocation().search}</output>;
}
function Tienda() {
  const filtros = useFiltrosDeUrl();
  return (
    <FiltrosContext.Provider value={filtros}>
      <SearchBox />
      <Donde />
    </FiltrosContext.Provider>
  );
}
const app = () => (
  <MemoryRouter initialEntries={['/e-comerce']}>
    <Tienda />
  </MemoryRouter>
);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

it('searches what a buyer typed on the drawn store before the app took over', async () => {
  vi.useFakeTimers();
  const raiz = document.createElement('div');
  raiz.innerHTML = renderToString(app());
  document.body.append(raiz);
  const caja = raiz.querySelector('input[type="search"]') as HTMLInputElement;
  // typed into the Worker's HTML: no React yet, so no event reaches the app
  caja.value = 'tensiómetro';
  await act(async () => {
    hydrateRoot(raiz, app());
  });
  await act(async () => {
    vi.advanceTimersByTime(ESPERA_BUSQUEDA);
  });
  expect(caja.value).toBe('tensiómetro');
  expect(new URLSearchParams(raiz.querySelector('output')?.textContent ?? '').get('q')).toBe('tensiómetro');
});
