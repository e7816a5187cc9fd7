import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdownish } from '../../web/src/ui/Markdownish';

afterEach(cleanup);

describe('Markdownish', () => {
  it('renders **bold** runs as <strong> and the rest as text', () => {
    const { container } = render(<Markdownish text={'**Composición:** ácido ascórbico 500 mg y **zinc**.'} />);
    const strong = [...container.querySelectorAll('strong')].map((s) => s.textContent);
    expect(strong).toEqual(['Composición:', 'zinc']);
    expect(container.textContent).toBe('Composición: ácido ascórbico 500 mg y zinc.');
  });

  it('shows HTML as visible text and never creates its elements', () => {
    const { container } = render(<Markdownish text={'Antes <img src=x onerror=alert(1)> **y <b>esto</b>**'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('Antes <img src=x onerror=alert(1)> y <b>esto</b>');
    expect(container.querySelector('strong')?.textContent).toBe('y <b>esto</b>');
  });

  it('leaves an unclosed ** and other markdown as they are', () => {
    const { container } = render(<Markdownish text={'**sin cierre y _cursiva_ [enlace](http://x)'} />);
    expect(container.querySelector('strong')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('**sin cierre y _cursiva_ [enlace](http://x)');
  });

  it('renders nothing for an empty text', () => {
    const { container } = render(<Markdownish text={null} />);
    expect(container.textContent).toBe('');
  });
});
