import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { catalogueSearch, SEARCH_MAX, SORTS, type CatalogueParams, type Sort } from '../games.schemas';

export interface CatalogueFiltersProps {
  params: CatalogueParams;
  /** Providers for the provider filter; omit to hide it (a provider's own page). */
  providers?: { code: string; name: string }[];
  /** Filters set elsewhere on the page (category tab, tag, the provider of a provider page) that the form keeps. */
  keep?: Partial<Pick<CatalogueParams, 'category' | 'tag' | 'provider'>>;
}

const SEARCH_DELAY_MS = 400;

/**
 * Search, provider and sort. A plain GET form, so it works before the scripts load; with scripts a change applies at
 * once (search after a short pause in typing) and empty values stay out of the URL.
 */
export function CatalogueFilters({ params, providers, keep = {} }: CatalogueFiltersProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A choice made before the page's script took over the form (the select changed, nothing listened yet) is applied
  // once it has, instead of being reset to the URL's filters below.
  const mounted = useRef(false);
  // When the URL changes from elsewhere (a link, back/forward), show its filters; never while someone is typing.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (!mounted.current) {
      mounted.current = true;
      const changed = (name: string) => {
        const select = form.elements.namedItem(name);
        if (!(select instanceof HTMLSelectElement) || !select.options.length) return false;
        const initial = [...select.options].find((o) => o.defaultSelected) ?? select.options[0];
        return select.value !== initial.value;
      };
      if (changed('sort') || changed('provider')) {
        apply(form);
        return;
      }
    }
    const set = (name: string, value: string) => {
      const el = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (el && el !== document.activeElement && el.value !== value) el.value = value;
    };
    set('q', params.q);
    set('sort', params.sort);
    if (providers) set('provider', params.provider ?? '');
  }, [params.q, params.sort, params.provider, providers]);

  const apply = (form: HTMLFormElement, replace = false) => {
    clearTimeout(timer.current);
    const fd = new FormData(form);
    const provider = String(fd.get('provider') ?? '') || null;
    const search = catalogueSearch({
      ...keep,
      provider: providers ? provider : keep.provider,
      q: String(fd.get('q') ?? '')
        .trim()
        .slice(0, SEARCH_MAX),
      sort: String(fd.get('sort') ?? 'order') as Sort,
    });
    navigate({ pathname, search }, { replace, preventScrollReset: true });
  };

  const field =
    'h-11 rounded-xl border border-border bg-surface px-3 text-sm text-text outline-none focus:border-primary';
  return (
    <form
      ref={formRef}
      method="get"
      role="search"
      className="grid grid-cols-2 gap-2 md:flex md:items-center"
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
    >
      {keep.category && <input type="hidden" name="category" value={keep.category} />}
      {keep.tag && <input type="hidden" name="tag" value={keep.tag} />}
      {!providers && keep.provider && <input type="hidden" name="provider" value={keep.provider} />}
      <div className="relative col-span-2 md:min-w-0 md:flex-1">
        <label htmlFor="catalogue-q" className="sr-only">
          {t('search.label')}
        </label>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 fill-none stroke-text-muted"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" strokeLinecap="round" />
        </svg>
        <input
          id="catalogue-q"
          type="search"
          name="q"
          defaultValue={params.q}
          maxLength={SEARCH_MAX}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className={`${field} w-full pl-10 pr-24`}
          onChange={(e) => {
            const form = e.currentTarget.form!;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => apply(form, true), SEARCH_DELAY_MS);
          }}
        />
        <button
          type="submit"
          className="absolute inset-y-1 right-1 cursor-pointer rounded-lg bg-primary px-4 text-sm font-bold text-primary-contrast hover:brightness-110"
        >
          {t('search.submit')}
        </button>
      </div>
      {providers && (
        <label className="min-w-0 md:w-52">
          <span className="sr-only">{t('provider.label')}</span>
          <select
            name="provider"
            defaultValue={params.provider ?? ''}
            className={`${field} w-full`}
            onChange={(e) => apply(e.currentTarget.form!)}
          >
            <option value="">{t('provider.all')}</option>
            {providers.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={`min-w-0 md:w-44 ${providers ? '' : 'col-span-2 md:col-span-1'}`}>
        <span className="sr-only">{t('sort.label')}</span>
        <select
          name="sort"
          defaultValue={params.sort}
          className={`${field} w-full`}
          onChange={(e) => apply(e.currentTarget.form!)}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
