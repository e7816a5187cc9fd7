import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { startPwa } from '../lib/pwa';
import { createRouter } from './router';
import './styles.css';

const router = createRouter();
startPwa();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster position="top-right" duration={5000} richColors closeButton />
  </StrictMode>,
);
