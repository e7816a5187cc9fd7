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

describe('a cell edited in place keeps what was typed as soon as it appears', () => {
  it('a text cell saves the text typed right after it was drawn', async () => {
    const onGuardar = vi.fn(async () => {});
    const celda = (await dibujarEnTransicion(
      <CampoEnLinea valor="9000" etiqueta="Tarifa" onGuardar={onGuardar} />,
      'input',
    )) as HTMLInputElement;
    fireEvent.change(celda, { target: { value: '15000' } });
    await esperar(20);
    expect(celda.value).toBe('15000');
    fireEvent.blur(celda);
    await esperar(20);
    expect(onGuardar).toHaveBeenCalledWith('15000');
  });

  it('a select saves the option chosen right after it was drawn', async () => {
    const onGuardar = vi.fn(async () => {});
    const opciones = [
      { value: '1', label: 'Uno' },
      { value: '2', label: 'Dos' },
    ];
    const select = (await dibujarEnTransicion(
      <SelectEnLinea valor="1" opciones={opciones} etiqueta="Estado" onGuardar={onGuardar} />,
      'select',
    )) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '2' } });
    await esperar(20);
    expect(select.value).toBe('2');
    fireEvent.blur(select);
    await esperar(20);
    expect(onGuardar).toHaveBeenCalledWith('2');
  });
});
