/**
 * A small i18next-compatible core, used by react-i18next in the bundles (vite.config.ts aliases 'i18next' to this
 * file): i18next's 15 KB gzip of features the site does not use (formatters, nesting, context, post-processors,
 * language detection and fallbacks) would be a tenth of the home page's script budget.
 *
 * What it does as i18next 26 does, with the options app/i18n/i18n.ts sets (keySeparator '.', nsSeparator ':',
 * no fallback language, escapeValue false): t('key'), t('ns:key'), t([key1, key2]) (the first found), the
 * namespaces of getFixedT / options.ns, {{value}} and {{- value}} interpolation from the options (dotted paths,
 * per-call interpolation options as react-i18next's Trans passes them), defaultValue (also the string overload),
 * count plurals with Intl.PluralRules (_zero, _one, _other…), returnObjects, the key itself when missing, exists(),
 * loadNamespaces() through a backend module with retries, hasLoadedNamespace(), events, getResourceBundle().
 * Not supported: $t() nesting, {{value, format}} formatting (the raw value is used), context, postProcess.
 * app/i18n/i18next-lite.test.ts compares every text of every catalog with real i18next.
 */

type Dict = Record<string, unknown>;
type Listener = (...args: unknown[]) => void;
type Callback = (err: unknown, data?: unknown) => void;

interface InterpolationOptions {
  escapeValue?: boolean;
  escape?: (value: string) => string;
  prefix?: string;
  suffix?: string;
  unescapePrefix?: string;
  skipOnVariables?: boolean;
  defaultVariables?: Dict;
}

export interface TOptions extends Dict {
  ns?: string | readonly string[];
  lng?: string;
  defaultValue?: unknown;
  count?: number;
  returnObjects?: boolean;
  keyPrefix?: string;
  interpolation?: InterpolationOptions;
  replace?: Dict;
  missingInterpolationHandler?: (str: string, match: RegExpExecArray, options?: TOptions) => unknown;
}

interface InitOptions extends Dict {
  lng?: string;
  ns?: string | string[];
  defaultNS?: string | string[];
  fallbackLng?: unknown;
  resources?: Record<string, Record<string, Dict>>;
  partialBundledLanguages?: boolean;
  initAsync?: boolean;
  interpolation?: InterpolationOptions;
  react?: Dict;
}

interface BackendModule {
  type: 'backend';
  init?(services: unknown, backendOptions: unknown, options: unknown): void;
  read(language: string, namespace: string, callback: Callback): void;
}

interface ThirdPartyModule {
  type: '3rdParty';
  init(instance: I18nLite): void;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};

/** i18next's default escape. */
// biome-ignore lint/suspicious/noShadowRestrictedNames: named after i18next's escape option it implements; module scope only
export function escape(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/[&<>"'/]/g, (c) => ENTITIES[c]) : value;
}

const regexEscape = (s: string) => s.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
const makeString = (v: unknown) => (v == null ? '' : String(v));
const isObject = (v: unknown): v is Dict => typeof v === 'object' && v !== null;

function deepGet(obj: unknown, path: string[]): unknown {
  let cur = obj;
  for (const part of path) {
    if (!isObject(cur) || !Object.hasOwn(cur, part)) return undefined;
    cur = cur[part];
  }
  return cur;
}

/** Looks a value up for interpolation: a plain key first, then a dotted path. */
function findValue(data: Dict, key: string): unknown {
  if (Object.hasOwn(data, key)) return data[key];
  return key.includes('.') ? deepGet(data, key.split('.')) : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules | null>();
function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(lng.replace('_', '-'));
    } catch {
      rules = null;
    }
    pluralRules.set(lng, rules);
  }
  return rules ? rules.select(count) : count === 1 ? 'one' : 'other';
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(events: string, fn: Listener) {
    for (const e of events.split(' '))
      if (e) (this.listeners.get(e) ?? this.listeners.set(e, new Set()).get(e)!).add(fn);
    return this;
  }
  off(event: string, fn?: Listener) {
    if (!fn) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(fn);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const fn of [...(this.listeners.get(event) ?? [])]) fn(...args);
  }
}

class Interpolator {
  private readonly i18n: I18nLite;
  constructor(i18n: I18nLite) {
    this.i18n = i18n;
  }

  escape = (value: string) => escape(value) as string;

  /** {{value}} (escaped when escapeValue) and {{- value}} (never escaped), as i18next's interpolator. */
  interpolate(str: string, data: Dict | undefined, _lng?: string, options?: TOptions): string {
    if (typeof str !== 'string') return str;
    const base = this.i18n.options.interpolation ?? {};
    const call = options?.interpolation ?? {};
    // Most texts have no placeholder: nothing to replace (the passes below would return the text as it is).
    if (!str.includes(call.prefix ?? base.prefix ?? '{{')) return str;
    const o = { ...base, ...call };
    const prefix = regexEscape(o.prefix ?? '{{');
    const suffix = regexEscape(o.suffix ?? '}}');
    const unescapePrefix = regexEscape(o.unescapePrefix ?? '-');
    const escapeValue = o.escapeValue ?? true;
    const esc = o.escape ?? this.escape;
    const skipOnVariables = o.skipOnVariables ?? true;
    const values = { ...(base.defaultVariables ?? {}), ...(data ?? {}) };
    const handler =
      options?.missingInterpolationHandler ??
      (this.i18n.options.missingInterpolationHandler as TOptions['missingInterpolationHandler']);
    const pass = (text: string, regex: RegExp, raw: boolean): string => {
      let out = '';
      let last = 0;
      let match: RegExpExecArray | null;
      while ((match = regex.exec(text))) {
        const name = match[1].trim();
        let value = findValue(values, name.split(',')[0].trim());
        if (value === undefined) {
          if (typeof handler === 'function') {
            const temp = handler(text, match, options);
            value = typeof temp === 'string' ? temp : '';
          } else if (options && Object.hasOwn(options, name)) {
            value = '';
          } else if (skipOnVariables) {
            continue;
          } else {
            value = '';
          }
        }
        const s = makeString(value);
        out += text.slice(last, match.index) + (raw || !escapeValue ? s : makeString(esc(s)));
        last = match.index + match[0].length;
      }
      return last === 0 ? text : out + text.slice(last);
    };
    const unescaped = pass(str, new RegExp(`${prefix}${unescapePrefix}(.+?)${suffix}`, 'g'), true);
    return pass(unescaped, new RegExp(`${prefix}(.+?)${suffix}`, 'g'), false);
  }
}

type LiteOptions = InitOptions & { ns: string[]; react?: Dict; keySeparator: string; nsSeparator: string };

/** What an instance holds (see `I18nLite.s`). */
interface LiteState {
  options: LiteOptions;
  language: string;
  languages: string[];
  resolvedLanguage: string;
  isInitialized: boolean;
  initializedStoreOnce: boolean;
  reportNamespaces?: unknown;
  data: Record<string, Record<string, Dict>>;
  backend: BackendModule | null;
  external: ThirdPartyModule[];
  loading: Map<string, Promise<void>>;
  /** i18next's backend states: 1 loading, 2 loaded, -1 failed. */
  state: Record<string, number>;
  services: {
    interpolator: Interpolator;
    backendConnector: { backend: BackendModule | null; state: Record<string, number> };
  };
  store: Emitter & { data: Record<string, Record<string, Dict>> };
}

/** One i18next-compatible instance (see the file's comment for what it supports). */
export class I18nLite extends Emitter {
  /**
   * Everything the instance holds, in one own property, read through the accessors below. react-i18next's
   * useTranslation wraps the instance for each component that renders it the first time (every component of a page
   * rendered on the server, every one of the first render in the browser) by copying the instance's own properties:
   * with the state in one object that copy is a handful of properties instead of sixteen, and the wrapper reads and
   * writes the same state as the instance.
   */
  private readonly s: LiteState;
  declare options: LiteOptions;
  declare language: string;
  declare languages: string[];
  declare resolvedLanguage: string;
  declare isInitialized: boolean;
  declare initializedStoreOnce: boolean;
  declare reportNamespaces?: unknown;
  declare readonly services: LiteState['services'];
  declare readonly store: LiteState['store'];

  constructor() {
    super();
    const data: LiteState['data'] = {};
    const state: LiteState['state'] = {};
    this.s = {
      options: { ns: [], keySeparator: '.', nsSeparator: ':' },
      language: '',
      languages: [],
      resolvedLanguage: '',
      isInitialized: false,
      initializedStoreOnce: false,
      data,
      backend: null,
      external: [],
      loading: new Map(),
      state,
      services: { interpolator: new Interpolator(this), backendConnector: { backend: null, state } },
      store: Object.assign(new Emitter(), { data }),
    };
  }

  use(module: BackendModule | ThirdPartyModule): this {
    if (module.type === 'backend') this.s.backend = this.services.backendConnector.backend = module;
    else if (module.type === '3rdParty') this.s.external.push(module);
    return this;
  }

  init(options: InitOptions = {}, callback?: Callback): Promise<I18nLite['t']> {
    const ns = options.ns ?? options.defaultNS ?? 'translation';
    this.options = { ...this.options, ...options, ns: typeof ns === 'string' ? [ns] : [...ns] };
    for (const [lng, bundles] of Object.entries(options.resources ?? {}))
      for (const [n, bundle] of Object.entries(bundles)) this.addResourceBundle(lng, n, bundle);
    this.language = this.resolvedLanguage = options.lng ?? '';
    this.languages = this.language ? [this.language] : [];
    this.s.backend?.init?.(this.services, options.backend, this.options);
    for (const m of this.s.external) m.init(this);
    this.isInitialized = this.initializedStoreOnce = true;
    this.emit('initialized', this.options);
    const t = this.t;
    callback?.(null, t);
    return Promise.resolve(t);
  }

  createInstance(options?: InitOptions, callback?: Callback): I18nLite {
    const instance = new I18nLite();
    if (options) void instance.init(options, callback);
    return instance;
  }

  addResourceBundle(lng: string, ns: string, bundle: Dict): this {
    (this.s.data[lng] ??= {})[ns] = { ...(this.s.data[lng]?.[ns] ?? {}), ...bundle };
    this.s.state[`${lng}|${ns}`] = 2;
    this.store.emit('added', lng, ns);
    return this;
  }

  getResourceBundle(lng: string, ns: string): Dict | undefined {
    return this.s.data[lng]?.[ns];
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.s.data[lng]?.[ns] !== undefined;
  }

  hasLoadedNamespace(ns: string, options: { lng?: string } = {}): boolean {
    if (!this.isInitialized || !this.languages.length) return false;
    const lng = options.lng ?? this.resolvedLanguage ?? this.languages[0];
    if (this.hasResourceBundle(lng, ns)) return true;
    if (!this.s.backend || (this.options.resources && !this.options.partialBundledLanguages)) return true;
    const state = this.s.state[`${lng}|${ns}`];
    return state === -1 || state === 2;
  }

  /** Fetches the namespaces not loaded yet through the backend (3 tries); a namespace that failed counts as loaded. */
  loadNamespaces(ns: string | readonly string[], callback?: (err?: unknown) => void): Promise<void> {
    const names = typeof ns === 'string' ? [ns] : [...ns];
    for (const n of names) if (!this.options.ns.includes(n)) this.options.ns.push(n);
    const lng = this.language;
    const jobs = names
      .filter((n) => !this.hasResourceBundle(lng, n) && this.s.backend)
      .map((n) => this.loadOne(lng, n));
    const done = Promise.all(jobs).then(() => undefined);
    return done.then(() => callback?.());
  }

  private loadOne(lng: string, ns: string): Promise<void> {
    const key = `${lng}|${ns}`;
    let job = this.s.loading.get(key);
    if (job) return job;
    this.s.state[key] = 1;
    const read = (attempt: number): Promise<void> =>
      new Promise<Dict>((resolve, reject) =>
        this.s.backend!.read(lng, ns, (err, data) => (err || !isObject(data) ? reject(err) : resolve(data))),
      )
        .then((data) => {
          this.addResourceBundle(lng, ns, data);
          this.emit('loaded', { [lng]: [ns] });
        })
        .catch((err: unknown) => {
          if (attempt < 3) return new Promise<void>((r) => setTimeout(r, 350 * attempt)).then(() => read(attempt + 1));
          this.s.state[key] = -1;
          this.emit('failedLoading', lng, ns, err);
        });
    job = read(1).finally(() => this.s.loading.delete(key));
    this.s.loading.set(key, job);
    return job;
  }

  changeLanguage(lng: string, callback?: Callback): Promise<I18nLite['t']> {
    this.language = this.resolvedLanguage = lng;
    this.languages = [lng];
    this.emit('languageChanged', lng);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** i18next's t(): the instance's default namespace unless the key or the options name one. */
  // biome-ignore lint/suspicious/noExplicitAny: i18next's own TFunction returns any to the components written against it
  t = (keys: unknown, options?: unknown, ...rest: unknown[]): any => this.translate(keys, this.overload(options, rest));

  exists = (key: string | string[], options?: TOptions): boolean =>
    this.resolve(Array.isArray(key) ? key : [key], options ?? {}) !== undefined;

  getFixedT(lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) {
    const fixedT = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
      const o = this.overload(options, rest);
      o.lng ??= typeof lng === 'string' ? lng : undefined;
      o.ns ??= fixedT.ns ?? undefined;
      if (o.keyPrefix !== '') o.keyPrefix ??= keyPrefix ?? undefined;
      const k = o.keyPrefix
        ? Array.isArray(key)
          ? key.map((x) => `${o.keyPrefix}.${x}`)
          : `${o.keyPrefix}.${key}`
        : key;
      return this.translate(k, o);
      // biome-ignore lint/suspicious/noExplicitAny: the same return type as i18next's getFixedT
    }) as ((key: unknown, options?: unknown, ...rest: unknown[]) => any) & {
      ns?: string | readonly string[] | null;
      lng?: unknown;
      keyPrefix?: string;
    };
    fixedT.ns = ns;
    fixedT.lng = lng;
    fixedT.keyPrefix = keyPrefix;
    return fixedT;
  }

  /** t(key, 'default value') and t(key, 'default', { … }) as i18next's overloadTranslationOptionHandler reads them. */
  private overload(options: unknown, rest: unknown[]): TOptions {
    if (isObject(options)) return { ...options };
    const o: TOptions = {};
    if (typeof options === 'string') o.defaultValue = options;
    const extra = rest.find(isObject);
    if (extra) Object.assign(o, extra);
    return o;
  }

  private split(key: string, options: TOptions): { key: string; namespaces: string[] } {
    const fromOptions = options.ns ?? this.options.defaultNS ?? 'translation';
    let namespaces = typeof fromOptions === 'string' ? [fromOptions] : [...fromOptions];
    const at = key.indexOf(':');
    if (at > 0 && /^[\w-]+$/.test(key.slice(0, at))) {
      namespaces = [key.slice(0, at)];
      key = key.slice(at + 1);
    }
    return { key, namespaces };
  }

  /** The first of the keys found, in the first namespace that has it; plural forms before the plain key. */
  private resolve(keys: string[], options: TOptions): { res: unknown; key: string; namespaces: string[] } | undefined {
    const lng = options.lng ?? this.language;
    for (const raw of keys) {
      const { key, namespaces } = this.split(String(raw), options);
      const candidates = [key];
      if (typeof options.count === 'number') {
        candidates.push(`${key}_${pluralCategory(lng, options.count)}`);
        if (options.count === 0) candidates.push(`${key}_zero`);
      }
      for (const ns of namespaces) {
        const bundle = this.s.data[lng]?.[ns];
        if (!bundle) continue;
        for (let i = candidates.length - 1; i >= 0; i--) {
          const res = deepGet(bundle, candidates[i].split('.'));
          if (res !== undefined && res !== null) return { res, key, namespaces };
        }
      }
    }
    return undefined;
  }

  private translate(input: unknown, options: TOptions): unknown {
    if (input == null) return '';
    const keys = (Array.isArray(input) ? input : [input]).map(String);
    const { key: lastKey } = this.split(keys[keys.length - 1], options);
    const found = this.resolve(keys, options);
    let res: unknown = found?.res;
    if (isObject(res)) {
      if (!options.returnObjects) return `key '${lastKey} (${this.language})' returned an object instead of string.`;
      const base = found!.key;
      const copy: Dict = Array.isArray(res) ? ([] as unknown as Dict) : {};
      for (const m of Object.keys(res)) copy[m] = this.translate(`${base}.${m}`, { ...options, ns: found!.namespaces });
      return copy;
    }
    if (res === undefined && options.defaultValue !== undefined) res = options.defaultValue;
    if (res === undefined) res = lastKey;
    if (typeof res !== 'string') return res;
    const data = isObject(options.replace) ? options.replace : options;
    return this.services.interpolator.interpolate(res, data, options.lng ?? this.language, options);
  }
}

// The instance's public fields, read and written in its state (see `I18nLite.s`).
for (const key of [
  'options',
  'language',
  'languages',
  'resolvedLanguage',
  'isInitialized',
  'initializedStoreOnce',
  'reportNamespaces',
  'services',
  'store',
] as const) {
  Object.defineProperty(I18nLite.prototype, key, {
    get(this: { s: LiteState }) {
      return this.s[key];
    },
    set(this: { s: LiteState }, value: never) {
      this.s[key] = value;
    },
  });
}

/** The key a selector function names (react-i18next imports it for keyPrefix selectors). */
export function keyFromSelector(selector: (path: unknown) => unknown, options?: { keySeparator?: string }): string {
  const path: string[] = [];
  const proxy: unknown = new Proxy(
    {},
    {
      get(_, prop) {
        path.push(String(prop));
        return proxy;
      },
    },
  );
  selector(proxy);
  return path.join(options?.keySeparator ?? '.');
}

const i18next = new I18nLite();
export const createInstance = i18next.createInstance.bind(i18next);
export default i18next;
