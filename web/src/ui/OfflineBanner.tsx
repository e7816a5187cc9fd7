import { textosOffline } from '../i18n/es/offline';
import { useOnline } from '../lib/online';

/** A visible, announced indicator while the app works from its cache. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {textosOffline.indicador}
    </div>
  );
}
