import { textosComun } from '../i18n/es/comun';
import { useOnline } from '../lib/online';

/** A visible, announced indicator while the app works from its cache. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {textosComun.estados.sinConexion}
    </div>
  );
}
