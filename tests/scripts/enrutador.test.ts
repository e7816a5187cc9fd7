/**
 * react-router's module marked for the bundler (web/build/enrutador.ts): its factories of
 * components and contexts pure, its displayName assignments gone, so what the app never uses
 * is left out of the web's bundle.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { marcarPuro } from '../../web/build/enrutador';

describe('react-router marked pure for the web build', () => {
  it('marks its component and context factories pure and drops their displayName', () => {
    const codigo = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var MemoizedRoute = React3.memo(Route);',
      'var otro = hacer(React.createContext);',
    ].join('\n');
    expect(marcarPuro(codigo).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var MemoizedRoute = /* @__PURE__ */ React3.memo(Route);',
      'var otro = hacer(React.createContext);',
    ]);
  });

  it('finds those patterns in the installed react-router (an upgrade that changes them shows here)', () => {
    const paquete = 'node_modules/react-router/dist/development';
    const trozos = [...readFileSync(`${paquete}/index.mjs`, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)];
    const codigo = trozos.map((m) => readFileSync(`${paquete}/${m[1]}`, 'utf8')).join('\n');
    const marcado = marcarPuro(codigo);
    const puros = (texto: string) =>
      texto.match(/\/\* @__PURE__ \*\/ React\d*\.(forwardRef|createContext|memo)\(/g) ?? [];
    expect(puros(marcado).length - puros(codigo).length).toBeGreaterThanOrEqual(10);
    expect(marcado).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = /m);
  });
});
