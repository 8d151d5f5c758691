// Global setup of the `visual` project: after the run, references that belong to no story fail it
// (`npm run test:visual -- -u` deletes them).
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findObsoleteReferences, removeObsolete } from './visual.references';

export default function setup(project: TestProject) {
  return () => {
    const root = project.config.root;
    const obsolete = findObsoleteReferences(
      [path.join(root, 'stories', 'ui'), path.join(root, 'stories', 'features')],
      Boolean(project.config.testNamePattern),
    );
    if (obsolete.length === 0) return;
    const list = obsolete.map((file) => `  ${path.relative(root, file)}`).join('\n');
    if (project.config.snapshotOptions.updateSnapshot === 'all') {
      removeObsolete(obsolete);
      console.log(
        `visual: removed ${obsolete.length} reference screenshot(s) that belong to no story:\n${list}`,
      );
      return;
    }
    throw new Error(
      `visual: ${obsolete.length} reference screenshot(s) belong to no story (renamed or removed?):\n${list}\n` +
        'Delete them, or run `npm run test:visual -- -u` to rewrite the references.',
    );
  };
}
