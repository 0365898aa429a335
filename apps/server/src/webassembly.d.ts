/**
 * The part of WebAssembly's JavaScript API the server uses (count-each.ts). Node has all of it; TypeScript types it
 * only in its DOM and worker libraries, which a server does not load.
 */
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
}
