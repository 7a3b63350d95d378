// The two standard globals core uses, present in every JavaScript runtime Cairn targets
// (Node ≥ 17, browsers, VS Code's extension host). Declared here so core compiles without
// Node's or the DOM's type libraries: core must not depend on a platform.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare function structuredClone<T>(value: T): T;
