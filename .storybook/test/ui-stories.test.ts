// The UI pages document the real components: each stories/ui file's meta names a component (and its
// subcomponents) that @channel-countdown/ui exports, never a story's demo wrapper, and the props table
// Storybook shows for it, read with main.ts's docgen configuration (docgen.ts), is the component's own props
// with their descriptions, without styled-components' `as`, `forwardedAs` and `theme`.
import { globSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { withCompilerOptions, type ComponentDoc } from 'react-docgen-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ui from '@channel-countdown/ui';
import { DOCGEN_FILES, DOCGEN_TSCONFIG, documentedProp } from '../docgen';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface StoryMeta {
  title: string;
  component?: unknown;
  subcomponents?: Record<string, unknown>;
}

const storyFiles = import.meta.glob<{ default: StoryMeta }>('../../stories/ui/*.stories.tsx', {
  eager: true,
});
const metas = Object.entries(storyFiles).map(([file, module]) => ({
  file: path.basename(file),
  meta: module.default,
}));

/** The name @channel-countdown/ui exports a value under, if it does. */
const exportName = (value: unknown) =>
  Object.entries(ui).find(([, exported]) => exported === value && value !== undefined)?.[0];

describe('the UI stories', () => {
  it('are found', () => {
    expect(metas.length).toBeGreaterThanOrEqual(29);
  });

  it.each(metas)('$file documents a component of @channel-countdown/ui, not a demo', ({ meta }) => {
    expect(meta.component, `${meta.title} sets component`).toBeDefined();
    expect(exportName(meta.component), `${meta.title}'s component is a ui export`).toBeDefined();
    for (const [name, subcomponent] of Object.entries(meta.subcomponents ?? {})) {
      expect(exportName(subcomponent), `${meta.title}'s subcomponent ${name} is a ui export`).toBe(name);
    }
  });
});

describe('the props tables of the UI pages', () => {
  let docs: ComponentDoc[] = [];

  beforeAll(() => {
    // As the Storybook plugin reads them: the include globs' files of the docgen project, with its options.
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, DOCGEN_TSCONFIG), undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    })!;
    const project = new Set(parsed.fileNames.map((file) => path.resolve(file)));
    const files = DOCGEN_FILES.flatMap((pattern) => globSync(pattern, { cwd: root })).map((file) =>
      path.resolve(root, file),
    );
    expect(files.filter((file) => !project.has(file))).toEqual([]);
    docs = withCompilerOptions(parsed.options, {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
      propFilter: documentedProp,
    }).parse(files);
  }, 120_000);

  /** The docs of a ui component, by the name it is exported under. */
  const docOf = (name: string) =>
    docs.find((doc) => doc.displayName === name && doc.filePath.includes('/ui/src/'));

  it('describe every documented component and each of its props', () => {
    const missing: string[] = [];
    for (const { meta } of metas) {
      const components = [meta.component, ...Object.values(meta.subcomponents ?? {})];
      for (const component of components) {
        const name = exportName(component)!;
        const doc = docOf(name);
        if (!doc) {
          missing.push(`${name}: no docs`);
          continue;
        }
        if (!doc.description) missing.push(`${name}: no description`);
        for (const prop of Object.values(doc.props)) {
          if (!prop.description) missing.push(`${name}.${prop.name}: no description`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave out the props styled-components adds, and keep an `as` a component declares', () => {
    for (const name of ['FigureList', 'Card', 'CardTitle', 'DialogFooter']) {
      expect(Object.keys(docOf(name)!.props), name).toEqual([]);
    }
    expect(Object.keys(docOf('Stack')!.props)).toEqual(['gap', 'align', 'as']);
  });

  it.each([
    ['Dialog', ['isOpen', 'onOpenChange', 'title', 'description', 'children', 'footer', 'isDismissable']],
    [
      'AlertDialog',
      [
        'isOpen',
        'onOpenChange',
        'title',
        'description',
        'confirmLabel',
        'cancelLabel',
        'onConfirm',
        'isPending',
        'pendingLabel',
        'tone',
        'children',
      ],
    ],
    ['DropdownMenu', ['trigger', 'children', 'aria-label', 'placement', 'isOpen', 'onOpenChange']],
    ['MenuItem', ['variant']],
    ['ToastProvider', ['children', 'hotkey', 'label', 'autoDismiss']],
    ['Toast', ['toast', 'onDismiss', 'autoDismiss']],
  ])("%s's table lists its props", (name, props) => {
    expect(Object.keys(docOf(name)!.props).sort()).toEqual([...props].sort());
  });
});
