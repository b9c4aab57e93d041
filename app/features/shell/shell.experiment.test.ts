import { describe, expect, it } from 'vitest';
import {
  assignVariant,
  defineExperiment,
  DEFAULT_EXPERIMENT_MAX_AGE,
  drawVariant,
  EXPERIMENTS,
  homeVariantOf,
  isHomePage,
} from './shell.experiment.ts';

describe('experiments', () => {
  it('Home_Page_1 has two variants of equal weight and a 259200 s cookie', () => {
    const e = EXPERIMENTS.Home_Page_1;
    expect(e.variants).toHaveLength(2);
    expect(e.variants[0].weight).toBe(e.variants[1].weight);
    expect(e.maxAge).toBe(259200);
  });
  it('index1 shows variant A and index2 variant B whatever the visitor drew; the home page shows the drawn one', () => {
    for (const drawn of ['A', 'B'] as const) {
      expect(homeVariantOf('index1', drawn)).toBe('A');
      expect(homeVariantOf('index2', drawn)).toBe('B');
      expect(homeVariantOf('index', drawn)).toBe(drawn);
      expect(homeVariantOf('games', drawn)).toBe(drawn);
    }
    expect(['index', 'index1', 'index2', 'games', 'toString', null].map(isHomePage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it('other experiments live 7 days', () => {
    expect(defineExperiment('X', [{ name: 'a', weight: 1 }]).maxAge).toBe(604800);
    expect(DEFAULT_EXPERIMENT_MAX_AGE).toBe(604800);
  });
  it('draws by weight', () => {
    const e = EXPERIMENTS.Home_Page_1;
    expect(drawVariant(e, 0)).toBe('A');
    expect(drawVariant(e, 0.4999)).toBe('A');
    expect(drawVariant(e, 0.5)).toBe('B');
    expect(drawVariant(e, 0.9999)).toBe('B');
    const skew = defineExperiment('S', [
      { name: 'x', weight: 3 },
      { name: 'y', weight: 1 },
    ]);
    expect(drawVariant(skew, 0.74)).toBe('x');
    expect(drawVariant(skew, 0.76)).toBe('y');
  });
  it('splits about evenly over many visitors', () => {
    let a = 0;
    for (let i = 0; i < 4000; i++) if (assignVariant(EXPERIMENTS.Home_Page_1, undefined).variant === 'A') a++;
    expect(a).toBeGreaterThan(1800);
    expect(a).toBeLessThan(2200);
  });
  it('keeps the variant in the cookie and only assigns when it is missing or stale', () => {
    expect(assignVariant(EXPERIMENTS.Home_Page_1, 'B', () => 0)).toEqual({ variant: 'B', assigned: false });
    expect(assignVariant(EXPERIMENTS.Home_Page_1, undefined, () => 0.7)).toEqual({ variant: 'B', assigned: true });
    expect(assignVariant(EXPERIMENTS.Home_Page_1, 'Z', () => 0.1)).toEqual({ variant: 'A', assigned: true });
  });
});
