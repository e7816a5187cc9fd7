import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Avisos } from '../ui/Avisos';
import { AppRoutes, precargarRuta } from './router';
import './styles.css';

precargarRuta(window.location.pathname);

// the browser's install offer may come before the home's app banner (its own chunk) is loaded:
// kept for it (lib/install.ts takes it)
addEventListener('beforeinstallprompt', (e) => {
  e.preventDefault();
  (window as Window & { ofertaInstalar?: Event }).ofertaInstalar = e;
});

const raiz = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <Avisos />
  </StrictMode>
);
// The first render is a transition: React renders it in slices of a few ms, yielding between them,
// instead of one task of 50-60 ms (200+ ms on a slow phone) that keeps the page from answering a tap.
// A page the Worker drew (worker/paginas/pagina.ts; the service worker's copy of index.html is not one)
// is hydrated: React takes over the screen on view, with the answers it came with (lib/iniciales.ts).
startTransition(() => {
  if (document.documentElement.hasAttribute('data-ssr')) hydrateRoot(raiz, app);
  else createRoot(raiz).render(app);
});

// the service worker and the offline duties (app/pwa.ts): their own chunk, right after the first render
void import('./pwa').then((m) => m.startPwa());
