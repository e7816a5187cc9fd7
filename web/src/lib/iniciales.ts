/**
 * The answers a page drawn by the server came with (issue 11, first paint): the Worker
 * (worker/paginas/pagina.ts) makes the first reads of the screen, draws it with them
 * (web/src/app/servidor.tsx) and sends them along in `<script type="application/json"
 * id="respuestas-iniciales">`, named as `claveLectura` names them. The screen reads them on its
 * first render (`useLoad`'s `inicial`), so the browser's first render draws what the server drew (hydration) and asks the
 * server nothing. They serve the page's first screen only: the first navigation forgets them.
 */
import { createContext, useContext } from 'react';
import { ID_RESPUESTAS, type Respuestas } from '../../../common/primera-pantalla';
import { claveLectura, type Lectura } from './lectura';

/** The server's answers while it draws a page (one per request; the browser reads the page's). */
export const RespuestasIniciales = createContext<Respuestas | null>(null);

let delDocumento: Respuestas | undefined;

function respuestasDelDocumento(): Respuestas {
  if (delDocumento) return delDocumento;
  delDocumento = {};
  const script = typeof document === 'undefined' ? null : document.getElementById(ID_RESPUESTAS);
  if (script?.textContent) {
    try {
      delDocumento = JSON.parse(script.textContent) as Respuestas;
    } catch {
      // a page cut short: the screens ask the server, as without a server drawing
    }
  }
  return delDocumento;
}

/** After the first navigation, screens ask the server again. */
export function olvidarRespuestasIniciales() {
  delDocumento = {};
}

/** What `l` answered when the server drew this page, or undefined (then the screen asks). */
export function useRespuestaInicial<T>(l: Lectura<T, never>): T | undefined {
  const respuestas = useContext(RespuestasIniciales) ?? respuestasDelDocumento();
  const clave = claveLectura(l);
  return clave in respuestas ? l.tomar(respuestas[clave] as never) : undefined;
}
