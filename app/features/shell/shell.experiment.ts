/** A/B experiments: a variant is drawn on the server by weight and kept in a cookie for the experiment's lifetime. */
export interface Experiment {
  name: string;
  variants: readonly { name: string; weight: number }[];
  /** Cookie lifetime in seconds. */
  maxAge: number;
}

export const DEFAULT_EXPERIMENT_MAX_AGE = 7 * 24 * 60 * 60;

export const EXPERIMENTS = {
  Home_Page_1: {
    name: 'Home_Page_1',
    variants: [
      { name: 'A', weight: 1 },
      { name: 'B', weight: 1 },
    ],
    maxAge: 259_200,
  },
} as const satisfies Record<string, Experiment>;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type HomeVariant = (typeof EXPERIMENTS)['Home_Page_1']['variants'][number]['name'];

/** The Home_Page_1 variants as pages of their own: index1 always shows A, index2 always B. */
export const HOME_VARIANT_PAGES: Readonly<Record<string, HomeVariant>> = { index1: 'A', index2: 'B' };

/** Pages that show the home page (the lobby with its banners). */
export function isHomePage(pageName: string | null): boolean {
  return pageName === 'index' || (pageName !== null && Object.hasOwn(HOME_VARIANT_PAGES, pageName));
}

/** The home page layout a page shows: its own variant on index1 / index2, the visitor's assigned one on the home page. */
export function homeVariantOf(pageName: string | null, assigned: HomeVariant): HomeVariant {
  return (
    (pageName !== null && Object.hasOwn(HOME_VARIANT_PAGES, pageName) ? HOME_VARIANT_PAGES[pageName] : undefined) ??
    assigned
  );
}

export function experimentCookieName(webName: string, experiment: string): string {
  return `${webName}_exp_${experiment}`;
}

/** The Set-Cookie value that keeps a visitor's variant for the experiment's lifetime. */
export function experimentSetCookie(webName: string, experiment: Experiment, variant: string, secure: boolean): string {
  return `${experimentCookieName(webName, experiment.name)}=${encodeURIComponent(variant)}; Path=/; Max-Age=${experiment.maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Builds an experiment whose lifetime is the default unless given. */
export function defineExperiment(
  name: string,
  variants: Experiment['variants'],
  maxAge = DEFAULT_EXPERIMENT_MAX_AGE,
): Experiment {
  return { name, variants, maxAge };
}

/** Picks a variant by weight; `random` is in [0, 1). */
export function drawVariant(experiment: Experiment, random: number): string {
  const total = experiment.variants.reduce((s, v) => s + v.weight, 0);
  let point = random * total;
  for (const v of experiment.variants) {
    if (point < v.weight) return v.name;
    point -= v.weight;
  }
  return experiment.variants[experiment.variants.length - 1].name;
}

/**
 * The variant of a visitor: the one in their cookie when it is still a variant of the experiment, else a new draw
 * that must be stored (`assigned`).
 */
export function assignVariant(
  experiment: Experiment,
  cookieValue: string | undefined,
  random: () => number = Math.random,
): { variant: string; assigned: boolean } {
  if (cookieValue && experiment.variants.some((v) => v.name === cookieValue))
    return { variant: cookieValue, assigned: false };
  return { variant: drawVariant(experiment, random()), assigned: true };
}
