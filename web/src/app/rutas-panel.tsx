/**
 * The back office's routes (/panel/…), in their own chunk with its frame (PanelLayout): the public
 * entry carries neither this table nor the list of the staff screens' files (router.tsx), so no
 * public page pays for them. Each screen is still its own chunk.
 */
import { type RouteObject, useRoutes } from 'react-router-dom';
import PanelLayout from '../features/panel/PanelLayout';
import { NotFound } from '../ui/States';
import { page, precargarEn } from './pagina';

const inicio = () => import('../features/panel/pages/InicioPage');

/** Relative to /panel (router.tsx mounts them at `panel/*`). */
export const rutasPanel: RouteObject[] = [
  {
    element: <PanelLayout />,
    children: [
      { index: true, ...page(inicio) },
      { path: 'home', ...page(inicio) },
      { path: 'agenda/*', ...page(() => import('../features/panel/pages/AgendaPage')) },
      { path: 'ecomerce/productos', ...page(() => import('../features/admin/pages/ProductosPage')) },
      { path: 'ecomerce/marcas', ...page(() => import('../features/admin/pages/MarcasPage')) },
      { path: 'ecomerce/caracteristicas', ...page(() => import('../features/admin/pages/CaracteristicasPage')) },
      { path: 'ecomerce/promociones', ...page(() => import('../features/admin/pages/PromocionesPage')) },
      { path: 'ecomerce/cupones', ...page(() => import('../features/admin/pages/CuponesPage')) },
      { path: 'ecomerce/pedidos', ...page(() => import('../features/admin/pages/VentasPage')) },
      { path: 'ecomerce/envios', ...page(() => import('../features/admin/pages/EnviosPage')) },
      { path: 'ecomerce/resumen', ...page(() => import('../features/admin/pages/ResumenVentasPage')) },
      { path: 'config', ...page(() => import('../features/admin/pages/ConfigPage')) },
      { path: 'comentarios', ...page(() => import('../features/admin/pages/ComentariosPage')) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The staff screen at `pathname` starts loading as soon as this chunk has arrived. */
export function precargarRuta(pathname: string) {
  precargarEn(rutasPanel, pathname, '/panel');
}

export default function RutasPanel() {
  return useRoutes(rutasPanel);
}
