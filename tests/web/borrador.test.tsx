import { fireEvent } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../web/src/lib/toast', async () => ({ toast: (await import('./support')).toastMock }));

import { CampoEnLinea } from '../../web/src/features/admin/components/CampoEnLinea';
import { SelectEnLinea } from '../../web/src/features/admin/components/SelectEnLinea';

let raiz: Root | undefined;
let caja: HTMLElement | undefined;
afterEach(() => {
  raiz?.unmount();
  caja?.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/**
 * Draws `nodo` as a page draws a list that arrived (in a transition, outside act) and resolves as
 * soon as `selector` is on the page: in the same turn as the commit, before React runs the
 * render's passive effects, which is when a quick user (or a test's findBy) can reach it.
 */
function dibujarEnTransicion(nodo: React.ReactNode, selector: string): Promise<HTMLElement> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  caja = document.body.appendChild(document.createElement('div'));
  const dentro = caja;
  raiz = createRoot(dentro);
  return new Promise((listo) => {
    const observador = new MutationObserver(() => {
      const el = dentro.querySelector<HTMLElement>(selector);
      if (!el) return;
      observador.disconnect();
      listo(el);
    });
    observador.observe(dentro, { childList: true, subtree: true });
    startTransition(() => raiz?.render(nodo));
  });
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Chooses `nuevo` in the control as soon as it is drawn, leaves it, and checks it was saved. */
async function elegirAlAparecer(
  dibujar: (onGuardar: (valor: string) => Promise<unknown>) => React.ReactNode,
  selector: string,
  nuevo: string,
) {
  const onGuardar = vi.fn(async (_valor: string) => {});
  const control = (await dibujarEnTransicion(dibujar(onGuardar), selector)) as HTMLInputElement;
  fireEvent.change(control, { target: { value: nuevo } });
  await esperar(20);
  expect(control.value).toBe(nuevo);
  fireEvent.blur(control);
  await esperar(20);
  expect(onGuardar).toHaveBeenCalledWith(nuevo);
}

describe('a cell edited in place keeps what was typed as soon as it appears', () => {
  it('a text cell saves the text typed right after it was drawn', () =>
    elegirAlAparecer(
      (onGuardar) => <CampoEnLinea valor="9000" etiqueta="Tarifa" onGuardar={onGuardar} />,
      'input',
      '15000',
    ));

  it('a select saves the option chosen right after it was drawn', () =>
    elegirAlAparecer(
      (onGuardar) => (
        <SelectEnLinea
          valor="1"
          opciones={[
            { value: '1', label: 'Uno' },
            { value: '2', label: 'Dos' },
          ]}
          etiqueta="Estado"
          onGuardar={onGuardar}
        />
      ),
      'select',
      '2',
    ));
});
