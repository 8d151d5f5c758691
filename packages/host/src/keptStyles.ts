import { ServerStyleSheet } from 'styled-components';

/**
 * The CSS of each styled component's class, as styled-components compiled it (stylis) for an earlier page,
 * by component and class name: a class name is a hash of the component and its CSS, so one name always has
 * the same rules. Bounded, since a class's name can depend on props (the oldest go first).
 */
const KEPT_MAX = 5_000;
const kept = new Map<string, string[]>();

/** The parts of styled-components' sheet (its `instance`) a page's render calls to add a class's rules. */
interface SheetInstance {
  hasNameForId(id: string, name: string): boolean;
  insertRules(id: string, name: string, rules: string[]): void;
}

/**
 * A ServerStyleSheet for one page that reuses the rules compiled for earlier pages. styled-components gives
 * each server render a new sheet, so without this every page compiled every component's CSS again (bench:pages'
 * profile of the dashboard: stylis was about a sixth of a drawn page's CPU time). A component asks the sheet
 * whether it holds its class before it compiles it: a class kept from an earlier page is put in the sheet then,
 * so the page's styles are the same, without the compilation. Throws if styled-components no longer has those
 * parts, rather than drawing pages without the saving unnoticed.
 */
export function sheetWithKeptStyles(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  const instance = (sheet as unknown as { instance?: Partial<SheetInstance> }).instance;
  if (typeof instance?.hasNameForId !== 'function' || typeof instance.insertRules !== 'function')
    throw new Error(
      'styled-components: the server sheet has no hasNameForId/insertRules to keep styles with',
    );
  const has = instance.hasNameForId.bind(instance);
  const insert = instance.insertRules.bind(instance);
  instance.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = kept.get(`${id} ${name}`);
    if (!rules) return false;
    insert(id, name, rules);
    return true;
  };
  instance.insertRules = (id, name, rules) => {
    const key = `${id} ${name}`;
    if (!kept.has(key)) {
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
      kept.set(key, rules);
    }
    insert(id, name, rules);
  };
  return sheet;
}
