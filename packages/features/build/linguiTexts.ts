import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { lingui } from '@lingui/vite-plugin';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parseSync, Visitor, type Plugin } from 'vite';

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url));

/** The mark Lingui's macros put before each text's descriptor (`{ id, message, values }`). */
const DESCRIPTOR_MARK = 'i18n';

/**
 * Each text's descriptor with its English message compiled, as a catalog holds it: a text's code brings its
 * English with it. The macros leave each descriptor its id and its English source (descriptorFields
 * 'message'); this compiles that source once, at build time, as `lingui compile` does for a catalog, so the
 * runtime needs no message compiler. English is the language the texts are written in, and its catalog holds
 * those same words (the PO file is the translators' source, not loaded).
 */
const compiledEnglish: Plugin = {
  name: 'channel-countdown:compiled-english',
  // After Lingui's macros (also 'pre', listed before it), before TypeScript and JSX are compiled away.
  enforce: 'pre',
  transform: {
    filter: { code: `/*${DESCRIPTOR_MARK}*/` },
    handler(code, id) {
      const file = id.replace(/\?.*$/, '');
      const { program, comments, errors } = parseSync(file, code, {
        lang: /\.tsx?$/.test(file) ? 'tsx' : 'jsx',
      });
      if (errors.length > 0) this.error(`${file}: ${errors[0]!.message}`);
      // A descriptor is the object right after its mark, with only spaces between.
      const marks = new Set(
        comments.filter((comment) => comment.value === DESCRIPTOR_MARK).map((comment) => comment.end),
      );
      const isDescriptor = (start: number) => {
        let at = start;
        while (at > 0 && /\s/.test(code[at - 1]!)) at -= 1;
        return marks.has(at);
      };
      const output = new MagicString(code);
      new Visitor({
        ObjectExpression: (node) => {
          if (!isDescriptor(node.start)) return;
          const message = node.properties.find(
            (property) =>
              property.type === 'Property' &&
              property.key.type === 'Identifier' &&
              property.key.name === 'message',
          );
          const source = message?.type === 'Property' ? message.value : undefined;
          // Every descriptor the macros write has its English; one without would show its id to a reader.
          if (source?.type !== 'Literal' || typeof source.value !== 'string')
            this.error(`${file}: a text's descriptor at ${node.start} has no English message`);
          output.overwrite(source.start, source.end, JSON.stringify(compileMessageOrThrow(source.value)));
        },
      }).visit(program);
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: file }) };
    },
  },
};

/**
 * The features' texts as every build compiles them (the app's, the package's, the tests' and Storybook's):
 * Lingui's macros become descriptors carrying their English compiled, and each other language's PO catalog
 * a module of its compiled messages, which a page in that language loads before it renders. An English page
 * loads no catalog: each chunk carries the English of the texts it shows, and only those.
 */
export function linguiTexts(): Plugin[] {
  return [
    ...lingui({ macroTransform: { macro: { descriptorFields: 'message' } }, configPath }),
    compiledEnglish,
  ];
}
