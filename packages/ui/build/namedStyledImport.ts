import type { Plugin } from 'vite';

const DEFAULT_IMPORT = /^import styled(?:, \{([^}]*)\})? from 'styled-components';$/m;

/** `import styled, { css } from 'styled-components'` → `import { styled, css } from 'styled-components'`. */
export function toNamedStyledImport(code: string): string {
  return code.replace(DEFAULT_IMPORT, (_, named: string | undefined) => {
    const names = [
      'styled',
      ...(named ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ];
    return `import { ${names.join(', ')} } from 'styled-components';`;
  });
}

/**
 * The published build imports styled-components' named `styled` export instead of its default export. In
 * Node (an embedder's SSR or its own Vitest) styled-components resolves to its CommonJS build, whose default
 * export is the whole module object, so `styled.div` of a default import is undefined and the package
 * cannot even be imported; the named export is the same function in every build. Sources may keep the
 * default import (the bundlers of the workspace interoperate); what ships does not.
 */
export function namedStyledImport(): Plugin {
  return {
    name: 'channel-countdown:named-styled-import',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || !code.includes("from 'styled-components'")) return null;
      const next = toNamedStyledImport(code);
      return next === code ? null : { code: next, map: null };
    },
  };
}
