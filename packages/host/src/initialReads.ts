/** The element a server-rendered page carries its reads' answers in, as JSON (a data block: it never runs). */
const ELEMENT_ID = 'cc-initial-reads';

/** The element holding `reads`, safe to place in HTML: no `<` in it can close the script early. */
export function initialReadsElement(reads: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(reads).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The answers the server rendered this page with, or undefined when the page was not server-rendered. */
export function readInitialReads(document: Document): Record<string, unknown> | undefined {
  const element = document.getElementById(ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Record<string, unknown>) : undefined;
}
