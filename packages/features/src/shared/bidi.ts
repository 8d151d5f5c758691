/**
 * A user-provided string (a channel name, a username) inside a sentence built as plain text, e.g. a toast or
 * a notification message: wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the string-level
 * <bdi>, so a right-to-left override (U+202E) inside it cannot reorder the rest of the sentence. In JSX,
 * use <bdi> instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
