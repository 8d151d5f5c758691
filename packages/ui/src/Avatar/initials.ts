/** The fallback letter of an avatar: the first letter of the name, upper-cased ('?' for an empty name). */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
