/**
 * The bottom of a long page drawn when the person scrolls towards it (web/src/ui/AlAcercarse.tsx):
 * the home's app banner loads its code then, not with the first screen.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlAcercarse } from '../../web/src/ui/AlAcercarse';

type Aviso = (entradas: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test moves: `acercar(true)` brings the watched place near. */
function observadorFalso() {
  const vistos: { aviso: Aviso; margen?: string; cortado: boolean }[] = [];
  class Falso {
    registro: (typeof vistos)[number];
    constructor(aviso: Aviso, opciones?: { rootMargin?: string }) {
      this.registro = { aviso, margen: opciones?.rootMargin, cortado: false };
      vistos.push(this.registro);
    }
    observe() {}
    disconnect() {
      this.registro.cortado = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Falso);
  return {
    vistos,
    acercar: (cerca: boolean) => act(() => vistos.at(-1)?.aviso([{ isIntersecting: cerca }])),
  };
}

describe('A part drawn as the person nears it', () => {
  it('is not drawn while its place is more than a screen away, and is once it comes near', async () => {
    const { vistos, acercar } = observadorFalso();
    render(
      <AlAcercarse>
        <h2>Instala CitaSalud</h2>
      </AlAcercarse>,
    );
    expect(screen.queryByRole('heading', { name: 'Instala CitaSalud' })).toBeNull();
    // a screen ahead of the viewport, above and below
    expect(vistos.at(-1)?.margen).toBe('100% 0px');
    acercar(false);
    expect(screen.queryByRole('heading', { name: 'Instala CitaSalud' })).toBeNull();
    acercar(true);
    expect(screen.getByRole('heading', { name: 'Instala CitaSalud' })).toBeTruthy();
    expect(vistos.at(-1)?.cortado).toBe(true);
  });

  it('is drawn at once where the browser cannot tell where the viewport is', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <AlAcercarse>
        <h2>Instala CitaSalud</h2>
      </AlAcercarse>,
    );
    expect(screen.getByRole('heading', { name: 'Instala CitaSalud' })).toBeTruthy();
  });
});
