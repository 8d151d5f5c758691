import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const locales = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/features/src/locales',
);

let axe: string | undefined;
/** axe-core, read once. */
const axeSource = () =>
  (axe ??= readFileSync(path.resolve(locales, '../../../../node_modules/axe-core/axe.min.js'), 'utf8'));

/** A PO string's text: its quoted pieces joined, escapes undone. */
const poText = (quoted: string) =>
  [...quoted.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
    .map(([, piece]) => piece!)
    .join('')
    .replace(/\\n/g, '\n')
    .replace(/\\(.)/g, '$1');

/** The screens' catalog of `locale`: each English text (the source) with its translation. */
export function catalogOf(locale: string): Map<string, string> {
  const po = readFileSync(path.join(locales, `${locale}.po`), 'utf8');
  const entries = po.split(/\n\n+/).flatMap((entry) => {
    const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry);
    if (!match) return [];
    const source = poText(match[1]!);
    return source ? [[source, poText(match[2]!)] as const] : [];
  });
  return new Map(entries);
}

/**
 * The translation of an English text of the screens in `catalog`, as the page shows it: its placeholders
 * filled from `values` and its tags (`<0>…</0>`) left out. Fails on a text the catalog does not have.
 */
export function translator(catalog: Map<string, string>) {
  return (english: string, values: Record<string, string | number> = {}): string => {
    const translated = catalog.get(english);
    if (!translated) throw new Error(`No translation of '${english}'`);
    return translated
      .replace(/<\/?\d+>/g, '')
      .replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
  };
}

/**
 * The English texts of the catalog a page in its language must not show: those without placeholders whose
 * translation differs (a product name, or a word the language shares with English, may stay).
 */
function englishOnly(catalog: Map<string, string>): string[] {
  return [...catalog]
    .filter(([english, translated]) => !english.includes('{') && english !== translated && english.length > 2)
    .map(([english]) => english);
}

/**
 * What a person reading `catalog`'s language must find on the page as it is now: no English text of the app
 * left (in the text, or in a label, a placeholder or a title a screen reader or a hover shows), no sideways
 * scroll, and no accessibility violation found by axe.
 */
export async function expectPageInLanguage(page: Page, catalog: Map<string, string>): Promise<void> {
  // The page as the app shows it. A page the server drew for a browser that gave no sign of being a phone (this
  // one is a 390 px window without a phone's hints) comes in the wide layout, which the app turns into the phone
  // layout once it runs: the dashboard right after signing up, whose drawn header stuck out by 250 px.
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  const english = englishOnly(catalog);
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });
  expect(shown.filter((text) => english.includes(text))).toEqual([]);
  const sideways = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    // What sticks out, named for the failure's message: the widest first.
    const outside = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > clientWidth + 0.5 || box.left < -0.5))
      .sort((a, b) => b.box.width - a.box.width)
      .slice(0, 5)
      .map(
        ({ element, box }) =>
          `${element.outerHTML.slice(0, 160)} (${Math.round(box.left)} to ${Math.round(box.right)})`,
      );
    return { overflow: scrollWidth - clientWidth, outside };
  });
  expect(
    sideways.overflow,
    `sideways scroll; outside the screen: ${sideways.outside.join('; ')}`,
  ).toBeLessThanOrEqual(0);
  // Colours are read once every transition has ended (a dialog fading in has too little contrast on its way).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // Evaluated rather than added as a script tag: the page's policy runs no script but its own.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: {
          exclude: string[][];
        }) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }>;
      };
    };
    // react-aria's live announcer, left out: a pressed button's "pending" announcement names the button by
    // aria-labelledby and outlives it by seven seconds when its dialog closes (an empty role=img to axe).
    const result = await axe.run({ exclude: [['[data-live-announcer]']] });
    return result.violations.map(
      ({ id, nodes }) =>
        `${id}: ${nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 300)}`).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}
