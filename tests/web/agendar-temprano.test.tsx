/**
 * A patient on a slow phone taps 'Agendar cita' on the profile the Worker drew before React took
 * the page over: the tap is kept (web/build/marco.js) and the sheet opens once the screen is live.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import MARCO_JS from '../../web/build/marco.js?raw';
import { AgendarCita } from '../../web/src/features/directorio/components/agendar/AgendarCita';
import { useDirectorioUi } from '../../web/src/features/directorio/store';
import { profesionalDePrueba } from './profesional-fixture';
import { json, mockApi } from './support';

const ana = profesionalDePrueba({ virtual: 0 });
const MOTIVOS = [{ id: 3, nombre: 'Primera valoración', duracion_minutos: 40, precio: null }];

const app = () => (
  <MemoryRouter initialEntries={['/doc-detalle/7']}>
    <AgendarCita profesional={ana} motivos={MOTIVOS} />
  </MemoryRouter>
);

let raiz: HTMLDivElement;
let root: Root | undefined;
const oyentes: [string, EventListenerOrEventListenerObject, boolean][] = [];

/** The page as the Worker sends it: the drawn screen, then marco.js as index.html runs it. */
function paginaDibujada() {
  document.documentElement.setAttribute('data-ssr', '');
  raiz = document.createElement('div');
  raiz.id = 'root';
  raiz.innerHTML = renderToString(app());
  document.body.append(raiz);
  // marco.js's listener stays on the document: kept to take it off after the test
  const poner = document.addEventListener.bind(document);
  document.addEventListener = ((tipo: string, oyente: EventListenerOrEventListenerObject, captura: boolean) => {
    oyentes.push([tipo, oyente, captura]);
    poner(tipo, oyente, captura);
  }) as typeof document.addEventListener;
  try {
    new Function(`(${MARCO_JS.trim().replace(/;$/, '')})({ miPanel: 'Mi panel' });`)();
  } finally {
    document.addEventListener = poner;
  }
}

async function hidratar() {
  await act(async () => {
    root = hydrateRoot(raiz, app());
  });
}

beforeEach(() => {
  mockApi({ 'GET /api/medic/disponibilidad/mes': () => json(503, { error: 'unavailable', message: 'No disponible' }) });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  for (const [tipo, oyente, captura] of oyentes.splice(0)) document.removeEventListener(tipo, oyente, captura);
  document.documentElement.removeAttribute('data-ssr');
  document.documentElement.removeAttribute('data-temprano');
  useDirectorioUi.setState({ agendaAbierta: false });
  document.body.innerHTML = '';
});

it("opens the sheet for an 'Agendar cita' tapped before the app took the drawn profile over", async () => {
  paginaDibujada();
  // no React yet: the button is the Worker's HTML and nothing handles the tap
  fireEvent.click(screen.getByRole('button', { name: 'Agendar cita' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await hidratar();
  expect(await screen.findByRole('dialog', { name: 'Agenda tu cita' })).toBeTruthy();
  expect(document.documentElement.hasAttribute('data-temprano')).toBe(false);
});

it('opens nothing by itself when no tap came before, and a tap on the live button is served once', async () => {
  paginaDibujada();
  await hidratar();
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Agendar cita' }));
  });
  expect(await screen.findByRole('dialog', { name: 'Agenda tu cita' })).toBeTruthy();
  // served by the button itself: nothing left for the next profile to open by itself
  expect(document.documentElement.hasAttribute('data-temprano')).toBe(false);
});
