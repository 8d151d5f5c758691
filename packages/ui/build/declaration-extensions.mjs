#!/usr/bin/env node
/**
 * Gives every relative import of the emitted declarations (dist/**\/*.d.ts) its full path: `./Button`
 * becomes `./Button/index.js`, `./Button.styles` becomes `./Button.styles.js`. tsc writes the specifiers as
 * the sources spell them (extensionless, for bundlers); a consumer on `moduleResolution: node16`/`nodenext`
 * resolves them like Node does, finds nothing and sees none of the exports. With the full path both resolve.
 *
 *   node ../ui/build/declaration-extensions.mjs dist
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RELATIVE = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The specifier as Node resolves it, judged by which declaration file is next to it. */
export function fullSpecifier(fromDir, specifier) {
  if (/\.(m|c)?js$/.test(specifier)) return specifier;
  const target = path.resolve(fromDir, specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return specifier;
}

function declarations(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return declarations(file);
    return file.endsWith('.d.ts') ? [file] : [];
  });
}

const root = path.resolve(process.argv[2] ?? 'dist');
let changed = 0;
for (const file of declarations(root)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    RELATIVE,
    (_, before, quote, specifier) =>
      `${before}${quote}${fullSpecifier(path.dirname(file), specifier)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(
  `declaration-extensions: ${changed} declaration files given full import paths under ${path.relative(process.cwd(), root) || '.'}`,
);
