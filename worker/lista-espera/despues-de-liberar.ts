/**
 * The one place where the lista de espera hears of franjas freed in another module: a cita
 * cancelled or moved away (citas' `despuesDeCambiar`), a range added or widened, an absence
 * removed (the agenda's routes). `Entorno.liberadas` reaches it; worker/index.ts wires it.
 */
import type { AlLiberar } from '../plataforma/entorno';
import { ofrecer } from './ofrecer';

export const alLiberar: AlLiberar = (e, id, tramo) => ofrecer(e, id, tramo);
