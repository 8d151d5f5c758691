// Node side of the visual tests (vitest.config.ts, project `visual`): where a story's reference screenshots
// live, which ones this run used, and a check after the run that no reference is left without its story.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/** 'Dashboard.stories.tsx' → 'Dashboard': the folder of that file's references. */
export function storyFile(testFileName: string) {
  return testFileName.replace(/\.stories\.tsx?$/, '');
}

/** stories/features/Dashboard.stories.tsx + 'overview-light' → stories/features/__screenshots__/Dashboard/overview-light.png */
export function referencePath(testPath: string, name: string) {
  return path.join(
    path.dirname(testPath),
    '__screenshots__',
    storyFile(path.basename(testPath)),
    `${name}.png`,
  );
}

// Shared through globalThis: the config and the global setup are separate module instances of one process.
interface Used {
  references: Set<string>;
  folders: Set<string>;
}
const KEY = Symbol.for('channel-countdown.visual.used');
const used = ((globalThis as Record<symbol, Used | undefined>)[KEY] ??= {
  references: new Set(),
  folders: new Set(),
});

/** Browser command: the story of this test file has a reference named `name` (recorded before comparing). */
export const visualReference: BrowserCommand<[name: string]> = ({ testPath }, name) => {
  if (!testPath) throw new Error('visualReference outside a test file');
  const file = referencePath(testPath, name);
  used.references.add(file);
  used.folders.add(path.dirname(file));
};

/**
 * After the run: a reference of a file that ran but that no story used any more (a renamed or deleted story),
 * or a folder whose story file is gone, fails the run; with `-u` it is deleted instead.
 */
export function findObsoleteReferences(storyRoots: string[], filteredByName: boolean): string[] {
  const obsolete: string[] = [];
  if (!filteredByName) {
    for (const folder of used.folders) {
      for (const file of readdirSync(folder)) {
        const full = path.join(folder, file);
        if (file.endsWith('.png') && !used.references.has(full)) obsolete.push(full);
      }
    }
  }
  for (const root of storyRoots) {
    const shots = path.join(root, '__screenshots__');
    if (!existsSync(shots)) continue;
    for (const folder of readdirSync(shots)) {
      const hasStoryFile = ['.stories.tsx', '.stories.ts'].some((ext) =>
        existsSync(path.join(root, folder + ext)),
      );
      if (!hasStoryFile) obsolete.push(path.join(shots, folder));
    }
  }
  return obsolete.sort();
}

export function removeObsolete(paths: string[]) {
  for (const file of paths) rmSync(file, { recursive: true, force: true });
}
