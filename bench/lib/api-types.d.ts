// The api package declares the untyped pg module for itself; the root typecheck of bench/ reaches its sources too.
// It is an ambient declaration (a script, not a module), so it can only be referenced, not imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../packages/api/src/types/pg.d.ts" />
