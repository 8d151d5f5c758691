// pg ships no types and @types/pg is not installed; we only use its type-parser registry.
declare module 'pg' {
  const pg: {
    types: {
      builtins: { INT8: number };
      setTypeParser(oid: number, parse: (value: string) => unknown): void;
    };
  };
  export default pg;
}
