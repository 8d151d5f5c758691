// What the props tables of the Docs pages are read from (main.ts, typescript.reactDocgenTypescriptOptions), in a
// module of its own so that the test of the tables (test/ui-stories.test.ts) reads the same configuration.

/** The TypeScript project of the ui and features sources, paths relative to the repository's root. */
export const DOCGEN_TSCONFIG = '.storybook/docgen.tsconfig.json';

/**
 * The sources whose components get a props table: every ui component (the styled elements of `*.styles.ts`
 * too: Card and its parts are styled elements) and each screen the features package exports.
 */
export const DOCGEN_FILES = [
  'packages/ui/src/**/*.tsx',
  'packages/ui/src/**/*.styles.ts',
  'packages/features/src/*/*Screen.tsx',
  'packages/features/src/navigation/AppLayout.tsx',
];

/** Props that styled-components adds to every styled element; a prop of ours of the same name has a parent. */
const STYLED_COMPONENTS_PROPS = new Set(['as', 'forwardedAs', 'theme']);

/** A prop worth a row: declared in our sources, not inherited from a dependency or added by styled-components. */
export function documentedProp(prop: { name: string; parent?: { fileName: string } }): boolean {
  if (!prop.parent) return !STYLED_COMPONENTS_PROPS.has(prop.name);
  return !/node_modules/.test(prop.parent.fileName);
}
