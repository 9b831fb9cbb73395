/**
 * Node's own built-ins, kept through the loading of a package that brings polyfills. pdf.js's
 * legacy build (the one for Node) carries core-js, which on Node 20 replaces, for the whole process,
 * JSON.stringify, JSON.parse and Array.prototype.push among others with JavaScript of its own: every
 * request the server answered after its first PDF ran through them (slower, and JSON.stringify of a
 * deeply nested value overflowed the stack where Node's own gives its error). What the package adds
 * that Node lacks (Promise.withResolvers, the Set methods, Iterator...) stays: it needs them. What it
 * replaced is put back once the package has loaded.
 */

const GUARDED: object[] = [
  JSON,
  Object,
  Object.prototype,
  Function.prototype,
  Array,
  Array.prototype,
  String,
  String.prototype,
  Number,
  Number.prototype,
  Math,
  Reflect,
  RegExp.prototype,
  Promise,
  Promise.prototype,
  Map,
  Map.prototype,
  Set,
  Set.prototype,
  WeakMap.prototype,
  ArrayBuffer,
  ArrayBuffer.prototype,
  Uint8Array,
  Uint8Array.prototype,
  Symbol,
  Date,
  Date.prototype,
  Error,
];

type Descriptors = Map<string | symbol, PropertyDescriptor>;

const descriptorsOf = (target: object): Descriptors =>
  new Map(
    Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor]),
  );

const same = (a: PropertyDescriptor | undefined, b: PropertyDescriptor) =>
  a !== undefined && Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;

/** Loads with `load`, then puts back every built-in property it replaced; returns what it loaded. */
export async function keepingOwnBuiltIns<T>(load: () => Promise<T>): Promise<T> {
  const before = GUARDED.map(descriptorsOf);
  try {
    return await load();
  } finally {
    GUARDED.forEach((target, index) => {
      for (const [key, descriptor] of before[index] ?? []) {
        if (!same(Object.getOwnPropertyDescriptor(target, key), descriptor))
          Object.defineProperty(target, key, descriptor);
      }
    });
  }
}
