/**
 * What a screen says when it shows the copy kept on this device (the profile, its opinions, the
 * panel's agenda). Outside ./offline.ts, which the first screens load: only those screens need it.
 */
import { conPunto } from '../../../../common/hora';

export const textosGuardado = {
  /** "Información guardada el 3 de noviembre de 2026, 8:50 a. m." (the time's "m." ends the sentence) */
  guardadoEl: (fecha: string) => conPunto(`Información guardada el ${fecha}`),
} as const;
