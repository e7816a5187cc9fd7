import { useLocation } from 'react-router-dom';
import MiCitaPage from './MiCitaPage';
import MisCitasPage from './MisCitasPage';

/**
 * The chunk of `/mi-cita/{token}` and `/mis-citas[/{token}]`: the two screens share most of their
 * code, and every lazy route costs the first load of every page ~90 bytes (its import and the list
 * of what it preloads), which the home's 100 kB budget has no room for.
 */
export default function CitasPage() {
  return useLocation().pathname.startsWith('/mi-cita/') ? <MiCitaPage /> : <MisCitasPage />;
}
