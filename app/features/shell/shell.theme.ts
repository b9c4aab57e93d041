/** The theme tokens of app/app.css that template_color may set (key → CSS custom property). */
export const THEME_TOKENS = {
  primary: '--color-primary',
  primary_contrast: '--color-primary-contrast',
  secondary: '--color-secondary',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  surface_alt: '--color-surface-alt',
  border: '--color-border',
  text: '--color-text',
  text_muted: '--color-text-muted',
  success: '--color-success',
  warning: '--color-warning',
  danger: '--color-danger',
} as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * template_color → the declarations of a :root rule. Only known keys with #rrggbb values pass, so a stored value
 * can never break out of the style element.
 */
export function themeCss(templateColor: Partial<Record<string, unknown>> | null | undefined): string {
  if (!templateColor || typeof templateColor !== 'object') return '';
  const decls: string[] = [];
  for (const [key, prop] of Object.entries(THEME_TOKENS)) {
    const value = templateColor[key];
    if (typeof value === 'string' && HEX.test(value)) decls.push(`${prop}:${value.toLowerCase()}`);
  }
  return decls.length ? `:root{${decls.join(';')}}` : '';
}

/** The browser UI colour (meta theme-color): the configured background, else the default palette's. */
export function themeColorMeta(templateColor: Partial<Record<string, unknown>> | null | undefined): string {
  const bg = templateColor?.background;
  return typeof bg === 'string' && HEX.test(bg) ? bg.toLowerCase() : '#0b0e17';
}

/** Operator CSS is placed inside a <style>: a closing tag in it would end the element early, so it is cut there. */
export function safeStyleText(css: string | null | undefined): string {
  if (!css) return '';
  const end = css.search(/<\/style/i);
  return end >= 0 ? css.slice(0, end) : css;
}
