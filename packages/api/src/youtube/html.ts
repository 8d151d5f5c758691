/** Small, dependency-free readers for the bits of YouTube HTML and XML we need. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** The attributes of every `<tag …>` in the document, lower-cased names. */
function* tags(html: string, name: string): Generator<Record<string, string>> {
  const tagPattern = new RegExp(`<${name}\\b([^>]*)>`, 'gi');
  const attrPattern = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (const match of html.matchAll(tagPattern)) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[1] ?? '').matchAll(attrPattern)) {
      attrs[(attr[1] ?? '').toLowerCase()] = decodeEntities(attr[2] ?? attr[3] ?? '');
    }
    yield attrs;
  }
}

/** content of `<meta property|name|itemprop="key" content="…">`. */
export function metaContent(html: string, key: string): string | null {
  for (const attrs of tags(html, 'meta')) {
    if (
      (attrs.property === key || attrs.name === key || attrs.itemprop === key) &&
      attrs.content !== undefined
    ) {
      return attrs.content;
    }
  }
  return null;
}

export function linkHref(html: string, rel: string): string | null {
  for (const attrs of tags(html, 'link')) {
    if (attrs.rel?.toLowerCase() === rel && attrs.href !== undefined) return attrs.href;
  }
  return null;
}
