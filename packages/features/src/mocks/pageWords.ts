/**
 * Every word a reader meets on the rendered page, for the screens' language tests: the page's text (without
 * the theme's style sheets), the labels, placeholders and titles a screen reader or a hover shows, and the
 * document's title, one piece a line.
 */
export function pageWords(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const style of page.querySelectorAll('style')) style.remove();
  const attributes = [...document.body.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap(
    (element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [page.textContent ?? '', ...attributes, document.title].join('\n');
}
