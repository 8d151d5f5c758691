/**
 * YouTube pages embed their data as script assignments: `var ytInitialData = {…};` (desktop, 2020 →),
 * `window["ytInitialData"] = {…};` (≤ 2020), `var ytInitialData = '\x7b…';` (mobile pages), and likewise
 * `ytInitialPlayerResponse` on watch pages. These read such an object without evaluating any script.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The end of the JSON object starting at `start` ('{'), skipping braces inside strings; -1 if unbalanced. Kept by
 * hand: JSON.parse needs the object's end, and no kept JSON or HTML library finds where an object assigned in a
 * script ends without evaluating the script (a page's one script may assign several).
 */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */) depth++;
    else if (char === 125 /* } */ && --depth === 0) return i + 1;
  }
  return -1;
}

/** A JS single-quoted string body ('\x7b\x22…') → its text. */
function unescapeJsString(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, escape: string) =>
    escape.length > 1 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : escape === 'n' ? '\n' : escape,
  );
}

/** The object assigned to `name` in the page, or null when there is none or it does not parse. */
export function extractEmbeddedObject(html: string, name: string): Json | null {
  const id = escapeRegExp(name);
  // Most specific first: a bare `name =` also matches inside unrelated scripts (`if (name = …)`).
  const markers = [
    new RegExp(`\\bvar\\s+${id}\\s*=\\s*`, 'g'),
    new RegExp(`\\bwindow\\s*\\[\\s*["']${id}["']\\s*\\]\\s*=\\s*`, 'g'),
    new RegExp(`\\b${id}\\s*=\\s*`, 'g'),
  ];
  for (const marker of markers) {
    for (const match of html.matchAll(marker)) {
      const start = match.index + match[0].length;
      let json: string | null = null;
      if (html[start] === '{') {
        const end = objectEnd(html, start);
        json = end < 0 ? null : html.slice(start, end);
      } else if (html[start] === "'") {
        const close = /(?<!\\)'/.exec(html.slice(start + 1));
        json = close ? unescapeJsString(html.slice(start + 1, start + 1 + close.index)) : null;
      }
      if (json === null) continue;
      try {
        const data: unknown = JSON.parse(json);
        if (isObject(data)) return data;
      } catch {
        // Not the data itself (a look-alike assignment): keep looking.
      }
    }
  }
  return null;
}
