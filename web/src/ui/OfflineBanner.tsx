import { t } from '../i18n/es';
import { useOnline } from '../lib/online';

/** A visible, announced indicator while the app works from its cache. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {t.offline.indicador}
    </div>
  );
}
