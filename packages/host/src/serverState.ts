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

/** JSON that is safe inside a script element: no `<` in it can close the element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Whether `value` and every object in it is frozen: it can never change. */
const deeplyFrozen = (value: unknown): boolean =>
  value === null ||
  typeof value !== 'object' ||
  (Object.isFrozen(value) && Object.values(value).every(deeplyFrozen));

/**
 * The script-safe JSON of each deeply frozen read: the server hands every page drawn at its reader's data
 * version the same frozen answers (api's http/cachedResponse.ts, dataOf), which cannot change, so each is
 * serialized once.
 */
const keptJson = new WeakMap<object, string>();

const readJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return scriptJson(value);
  let json = keptJson.get(value);
  if (json === undefined) {
    json = scriptJson(value);
    if (deeplyFrozen(value)) keptJson.set(value, json);
  }
  return json;
};

/** The element holding `state`, safe to place in HTML: no `<` in it can close the script early. */
export function serverStateElement({ reads, ...rest }: ServerState): string {
  const readsJson = Object.entries(reads)
    .filter(([, answer]) => answer !== undefined) // as JSON.stringify leaves them out
    .map(([address, answer]) => `${scriptJson(address)}:${readJson(answer)}`)
    .join(',');
  const json = `{"reads":{${readsJson}},${scriptJson(rest).slice(1)}`;
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The state the server rendered this page with, or undefined when the page was not server-rendered. */
export function readServerState(document: Document): ServerState | undefined {
  const element = document.getElementById(ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : undefined;
}
