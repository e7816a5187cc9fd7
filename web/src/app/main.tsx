import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Avisos } from '../ui/Avisos';
import { AppRoutes, precargarRuta } from './router';
import './styles.css';

precargarRuta(window.location.pathname);

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first render is a transition: React renders it in slices of a few ms, yielding between them,
// instead of one task of 50-60 ms (200+ ms on a slow phone) that keeps the page from answering a tap.
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
