import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test takes a fresh copy of lib/toast (and of <Avisos/>, which shares it), so sonner is not
// loaded yet when it starts, as on a page that has shown no toast.
async function fresco() {
  vi.resetModules();
  const { toast } = await import('../../web/src/lib/toast');
  const { Avisos } = await import('../../web/src/ui/Avisos');
  return { toast, Avisos };
}
const textos = () => [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map((n) => n.textContent);

afterEach(async () => {
  (await import('sonner')).toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the toasts, loaded on demand', () => {
  it('shows toasts asked for before sonner arrived, all of them and in the order asked', async () => {
    const { toast, Avisos } = await fresco();
    render(<Avisos />);
    toast('Uno');
    toast.success('Dos');
    toast.error('Tres');
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    await screen.findByText('Tres');
    // sonner stacks the newest on top
    await waitFor(() => expect(textos()).toEqual(['Tres', 'Dos', 'Uno']));
    expect(document.querySelector('[data-sonner-toast][data-type="error"]')?.textContent).toContain('Tres');
  });

  it('shows them below the sticky header, on a phone too, never over it', async () => {
    const { toast, Avisos } = await fresco();
    render(<Avisos />);
    toast('Uno');
    await screen.findByText('Uno');
    const lista = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(lista.style.getPropertyValue('--offset-top')).toBe('76px');
    expect(lista.style.getPropertyValue('--mobile-offset-top')).toBe('76px');
  });

  it("gives a loading toast's id at once, so the success with that id replaces it", async () => {
    const { toast, Avisos } = await fresco();
    render(<Avisos />);
    const id = toast.loading('Guardando');
    expect(id).toBeTruthy();
    toast.success('Guardado', { id });

    await screen.findByText('Guardado');
    expect(textos()).toEqual(['Guardado']);
    // the next toast gets an id of its own and stacks on top
    const otro = toast.warning('Revise el formulario');
    expect(otro).not.toBe(id);
    await waitFor(() => expect(textos()).toEqual(['Revise el formulario', 'Guardado']));
  });

  it('closes a toast dismissed before sonner arrived, and keeps the others', async () => {
    const { toast, Avisos } = await fresco();
    render(<Avisos />);
    const id = toast.loading('Enviando');
    toast('Aviso aparte');
    toast.dismiss(id);

    await screen.findByText('Aviso aparte');
    expect(screen.queryByText('Enviando')).toBeNull();
  });

  it('has its live region on the page before sonner and any toast, so the first toast is read out', async () => {
    const { toast, Avisos } = await fresco();
    render(<Avisos />);
    const region = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region).not.toBeNull();
    expect(region.getAttribute('aria-relevant')).toBe('additions text');
    toast('Sin conexión: lo guardamos');
    const aviso = await screen.findByText('Sin conexión: lo guardamos');
    expect(region.contains(aviso)).toBe(true);
  });

  it("loads sonner with the person's first click, before any toast, and not before it", async () => {
    // a page at rest, at once: nothing but the click may load it
    vi.stubGlobal('requestIdleCallback', (hacer: () => void) => {
      hacer();
      return 1;
    });
    let cargado = false;
    const { Avisos } = await fresco();
    const { alCargarSonner } = await import('../../web/src/lib/toast');
    alCargarSonner(() => {
      cargado = true;
    });
    render(
      <>
        <Avisos />
        <button type="button">Agregar</button>
      </>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(cargado).toBe(false);
    act(() => screen.getByRole('button', { name: 'Agregar' }).click());
    await waitFor(() => expect(cargado).toBe(true));
    // sonner's own list is mounted inside the live region that was already there
    await waitFor(() => expect(document.querySelector('.avisos section[aria-live="polite"]')).not.toBeNull());
  });
});
