import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Avisos } from '../ui/Avisos';
import { AppRoutes, precargarRuta } from './router';
import './styles.css';

precargarRuta(window.location.pathname);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <Avisos />
  </StrictMode>,
);

// the service worker and the offline duties: their own chunk, right after the first render
void import('../lib/pwa').then((m) => m.startPwa());
