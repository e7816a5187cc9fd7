/**
 * The web's Spanish (es-CO) message catalogue: every user-visible string comes from here.
 * Each area keeps its texts in i18n/es/<area>.ts; this file composes them into `t`.
 */
import { admin } from './es/admin';
import { comun } from './es/comun';
import { cuentas } from './es/cuentas';
import { directorio } from './es/directorio';
import { legal } from './es/legal';
import { offline } from './es/offline';
import { panel } from './es/panel';
import { tienda } from './es/tienda';

export const t = { ...comun, admin, cuentas, directorio, legal, offline, panel, tienda } as const;
