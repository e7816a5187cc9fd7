import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Avisos } from '../ui/Avisos';
import { AppRoutes, precargarRuta } from './router';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
let empezado = false;
/**
 * React's first render runs in a transition, so it yields to the browser every few milliseconds
 * instead of holding the main thread for the whole tree (a page that answers a tap while it
 * renders), and only after the browser has painted the prerendered frame (web/build/shell.ts):
 * the module may arrive before the first frame, and rendering then would hold the first paint
 * until React is done.
 */
const empezar = () => {
  if (empezado) return;
  empezado = true;
  precargarRuta(window.location.pathname);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Avisos />
      </StrictMode>,
    ),
  );
  // the service worker and the offline duties: their own chunk, right after the first render
  void import('../lib/pwa').then((m) => m.startPwa());
};
// a hidden tab gets no animation frames: there nothing is painted, so nothing waits
if (document.visibilityState === 'hidden') empezar();
else requestAnimationFrame(() => setTimeout(empezar, 0));
