import type { Locale, ServerRender } from '@channel-countdown/features';

/** What a server-rendered page was drawn with and for, which the app hydrates it with. */
export interface ServerState extends ServerRender {
  /** The answers of the page's reads, by address (contract's readQueryKey keys each in the cache). */
  reads: Record<string, unknown>;
  /** The language the page was drawn in: the app loads its catalog before it hydrates. */
  locale: Locale;
}

/** The element a server-rendered page carries its state in, as JSON (a data block: it never runs). */
const ELEMENT_ID = 'cc-server-state';

/** The element holding `state`, safe to place in HTML: no `<` in it can close the script early. */
export function serverStateElement(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The state the server rendered this page with, or undefined when the page was not server-rendered. */
export function readServerState(document: Document): ServerState | undefined {
  const element = document.getElementById(ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : undefined;
}
