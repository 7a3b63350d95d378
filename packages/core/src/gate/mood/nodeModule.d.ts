// The one Node API core uses, declared for the build (which compiles core without Node's types, so
// nothing else of Node can creep in): `createRequire`, with which the gate requires its English
// tagger lazily (see englishTagger.ts). With Node's types present this merges with theirs.
declare module 'node:module' {
  export function createRequire(path: string): (id: string) => unknown;
}

/** The URL of the module that reads it (ECMAScript leaves `import.meta` to the host; Node gives `url`). */
interface ImportMeta {
  url: string;
}
