/**
 * The Worker draws the store and the profile (servidor.tsx) from modules that read `t.tienda` and
 * `t.perfil` as they are evaluated: those texts are in `t` before the modules are, as the router's
 * `cargarTextos` puts them in the browser. Imported first by servidor.tsx, never by the app.
 */
import { t } from '../i18n/es';
import { perfil } from '../i18n/es/perfil';
import { tienda } from '../i18n/es/tienda';

Object.assign(t, { perfil, tienda });
