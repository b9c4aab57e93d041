/**
 * Loader data that is the same for many requests (the site's configuration of a language, the lobby's catalogue)
 * travels as one JSON text instead of a tree of values.
 *
 * React Router hands loader data to the browser with turbo-stream, which walks every value of the tree (a map
 * lookup, a type switch and a string for each), and the browser walks it again to rebuild it. For a member's lobby
 * that is some 850 values and about a tenth of the server's work for the page. A JSON text is one value for
 * turbo-stream; the server writes it with one `JSON.stringify` and the browser reads it with one `JSON.parse`.
 *
 * A loader puts such a part under the key `json` (`withJson`); pages read the data through `expandJson`, which gives
 * the whole object back, the same object for the same loader data (so effects and memos that depend on it do not
 * run again). On the server the text is not parsed again: the value it was written from is kept beside it.
 * Only JSON values belong in the part: no dates, no undefined in arrays, no class instances.
 */

declare const jsonOf: unique symbol;
/** A JSON text of a value of type T. */
export type JsonText<T> = string & { readonly [jsonOf]?: T };

/**
 * T when JSON keeps it as it is: never where it would not (dates, functions, undefined values). An `unknown` is taken
 * as it is (configuration read from JSON).
 */
export type JsonSafe<T> = unknown extends T
  ? T
  : T extends string | number | boolean | null
    ? T
    : T extends readonly (infer U)[]
      ? readonly JsonSafe<U>[]
      : T extends Date | ((...args: never[]) => unknown) | bigint | symbol | undefined
        ? never
        : T extends object
          ? { [K in keyof T]: JsonSafe<T[K]> }
          : never;

/** Loader data with a part as JSON text: what `expandJson` turns into `Part & Rest`. */
export type WithJson<Part, Rest> = Rest & { json: JsonText<Part> };

/** What `expandJson` makes of loader data of type D. */
export type Expanded<D> = D extends { json: JsonText<infer Part> } ? Part & Omit<D, 'json'> : D;

/** Texts made from a finite set of values (the page catalogs of a build), kept for the process's life. */
const lasting = new Map<string, unknown>();
/** The last texts read or written, with their values (a page uses one or two; a server serves a few languages). */
const KEPT = 32;
const values = new Map<string, unknown>();

function keep(text: string, value: unknown): void {
  if (values.size >= KEPT) values.delete(values.keys().next().value as string);
  values.set(text, value);
}

/** The value as JSON text; the text reads back as this very value in this process. */
export function toJsonText<T>(value: T & JsonSafe<T>): JsonText<T> {
  const text = JSON.stringify(value);
  keep(text, value);
  return text as JsonText<T>;
}

/**
 * `text` reads back as `value` in this process for as long as it runs: for texts made from finitely many values,
 * which the recent texts of members' pages must not push out.
 */
export function rememberJsonText<T>(text: JsonText<T>, value: T): void {
  lasting.set(text, value);
}

/** The value of a JSON text: parsed once per text, then the same object. */
export function fromJsonText<T>(text: JsonText<T>): T {
  if (lasting.has(text)) return lasting.get(text) as T;
  if (values.has(text)) return values.get(text) as T;
  const value = JSON.parse(text) as T;
  keep(text, value);
  return value;
}

/** Loader data whose `part` travels as JSON text. */
export function withJson<Part extends object, Rest extends object>(
  part: Part & JsonSafe<Part>,
  rest: Rest,
): WithJson<Part, Rest> {
  return { ...rest, json: toJsonText<Part>(part) };
}

const expanded = new WeakMap<object, object>();

/**
 * The whole loader data of `withJson`: the same object for the same loader data. Data without a JSON part is
 * answered as it is.
 */
export function expandJson<Part extends object, Rest extends object>(data: WithJson<Part, Rest>): Part & Rest {
  if (typeof (data as { json?: unknown }).json !== 'string') return data as unknown as Part & Rest;
  const known = expanded.get(data);
  if (known) return known as Part & Rest;
  const { json, ...rest } = data;
  const whole = { ...fromJsonText(json), ...rest } as Part & Rest;
  expanded.set(data, whole);
  return whole;
}
