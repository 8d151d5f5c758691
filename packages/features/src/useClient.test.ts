import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A React Server Component (Next.js' App Router) imports the packages' entries: every module that renders or
// holds state must be a client module, marked at its top, or the server's build fails on its first hook
// (`createContext is not a function`). Pure modules stay unmarked, so a server may call them.
const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT_LIBRARIES =
  /^import\s+(?!type\b)[^;]*?from\s+'(react|react-dom|styled-components|react-aria|react-aria-components|@floating-ui\/react|lucide-react|@tanstack\/react-query|@lingui\/react|@lingui\/react\/macro|@channel-countdown\/ui|@channel-countdown\/ui\/tooltip)'/m;

const modules = (pkg: string) => {
  const src = path.join(packagesDir, pkg, 'src');
  return (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|d)\.tsx?$/.test(file))
    .filter(
      (file) => !file.startsWith('mocks/') && !file.includes('/locales/') && !file.startsWith('locales/'),
    )
    .map((file) => ({ file: `${pkg}/src/${file}`, text: readFileSync(path.join(src, file), 'utf8') }));
};

describe("the packages' client modules", () => {
  it.each(['ui', 'features'])('%s marks every module that renders or holds state "use client"', (pkg) => {
    const unmarked = modules(pkg)
      .filter(({ file, text }) => file.endsWith('.tsx') || CLIENT_LIBRARIES.test(text))
      .filter(({ text }) => !text.startsWith("'use client';"))
      .map(({ file }) => file);
    expect(unmarked).toEqual([]);
  });

  it.each(['ui', 'features'])('%s has no `export *` in a client module (Next rejects it)', (pkg) => {
    const starred = modules(pkg)
      .filter(({ text }) => text.startsWith("'use client';") && /^export \*/m.test(text))
      .map(({ file }) => file);
    expect(starred).toEqual([]);
  });
});
