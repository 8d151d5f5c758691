import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The styles of ui and features: every source file but tests and stories. */
function sources(): string[] {
  return ['ui/src', 'features/src'].flatMap((folder) =>
    readdirSync(path.join(packages, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => path.join(packages, folder, file)),
  );
}

/** A CSS declaration of a physical side, which a right-to-left page would not mirror. */
const PHYSICAL =
  /^\s*(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right|float|clear)\s*:|text-align:\s*(?:left|right)\b/;
/** The comment that says why a declaration must stay physical, on the line before it. */
const KEPT_PHYSICAL = /\/\* physical: .+ \*\//;

describe('styles read both ways', () => {
  it('use logical properties (inline start and end), or say why a side is physical', () => {
    const physical: string[] = [];
    for (const file of sources()) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (PHYSICAL.test(line) && !KEPT_PHYSICAL.test(lines.slice(Math.max(0, index - 2), index).join('\n')))
          physical.push(`${path.relative(packages, file)}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(physical).toEqual([]);
  });
});
