import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FooterLink } from '../../site/site.schemas.ts';
import type { ShellData } from '../shell.types.ts';
import { localePath, routeIdOfPath } from '../shell.links.ts';
import { Logo } from './logo.tsx';
import { PolicyDialog } from './policy-dialog.tsx';

/** Configured site links show only when their page exists. */
function isShown(link: FooterLink, shell: ShellData): boolean {
  if (link.path) return shell.pages.includes(routeIdOfPath(link.path));
  return !!(link.policy || link.url);
}

function FooterItem({ link, shell }: { link: FooterLink; shell: ShellData }) {
  const { t } = useTranslation('shell');
  // A policy with a page of its own (route id = slug) opens that page; the others open in a dialog.
  const path = link.path ?? (link.policy && shell.pages.includes(link.policy) ? `/${link.policy}` : null);
  if (path) {
    return (
      <li>
        <Link
          to={localePath(shell.locale, path)}
          className="text-sm text-text-muted underline-offset-4 hover:text-text hover:underline"
        >
          {link.label}
        </Link>
      </li>
    );
  }
  if (link.policy) {
    return (
      <li>
        <PolicyDialog slug={link.policy} languageId={shell.languageId} label={link.label} />
      </li>
    );
  }
  if (link.url) {
    return (
      <li>
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm text-text-muted underline-offset-4 hover:text-text hover:underline"
        >
          {link.label}
          <span className="sr-only"> {t('footer.opensInNewTab')}</span>
        </a>
      </li>
    );
  }
  return null;
}

/** The footer of the language: about text, link columns, partner logos, social links, legal lines. */
export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const footer = shell.footer;
  const year = new Date().getFullYear();
  const custom = shell.site.freestyle?.custom_html;
  const columns = (footer?.columns ?? [])
    .map((c) => ({ ...c, links: c.links.filter((l) => isShown(l, shell)) }))
    .filter((c) => c.links.length > 0);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: rendered outside <main>, this footer is the contentinfo landmark, which may be labelled
    <footer
      aria-label={t('footer.label')}
      className="paint-later mt-16 border-t border-border bg-surface/60 pb-24 md:pb-10"
    >
      {custom ? (
        <div className="mx-auto max-w-frame px-4 pt-8 md:px-6" dangerouslySetInnerHTML={{ __html: custom }} />
      ) : null}
      <div className="mx-auto grid max-w-frame gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Logo shell={shell} />
          {footer?.about_title ? <h2 className="text-base font-bold">{footer.about_title}</h2> : null}
          {footer?.about_text ? (
            <p className="max-w-prose text-sm leading-relaxed text-text-muted">{footer.about_text}</p>
          ) : null}
          {footer?.social_links.length ? (
            <div>
              <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-text-muted">
                {t('footer.followUs')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {footer.social_links.map((s) => (
                  <li key={s.url}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="grid size-10 place-items-center rounded-full border border-border bg-surface hover:border-primary"
                      aria-label={`${s.name} ${t('footer.opensInNewTab')}`}
                    >
                      <img src={s.icon_url} alt="" className="size-5" loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {columns.length ? (
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {columns.map((col) => (
              <div key={col.title}>
                <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-text">{col.title}</h2>
                <ul className="space-y-2">
                  {col.links.map((link, i) => (
                    <FooterItem key={i} link={link} shell={shell} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      {footer?.logo_groups.length ? (
        <div className="mx-auto max-w-frame space-y-6 border-t border-border px-4 py-8 md:px-6">
          {footer.logo_groups.map((group) => (
            <div key={group.title}>
              <h2 className="mb-3 text-xs font-semibold uppercase tracking-wider text-text-muted">{group.title}</h2>
              <ul className="flex flex-wrap items-center gap-3">
                {group.logos.map((logo) => {
                  const img = (
                    <img
                      src={logo.image_url}
                      alt={logo.name}
                      className="h-7 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
                      loading="lazy"
                    />
                  );
                  return (
                    <li key={logo.name} className="rounded-lg border border-border bg-surface px-3 py-2">
                      {logo.url ? (
                        <a href={logo.url} target="_blank" rel="noopener noreferrer">
                          {img}
                        </a>
                      ) : (
                        img
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <div className="mx-auto max-w-frame space-y-2 border-t border-border px-4 py-6 text-xs text-text-muted md:px-6">
        <p className="font-semibold text-warning">{t('footer.responsible')}</p>
        {shell.pages.includes('responsible-gambling') ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link
              to={localePath(shell.locale, 'responsible-gambling')}
              className="font-semibold text-text underline underline-offset-4 hover:text-primary"
            >
              {t('footer.rgLink')}
            </Link>
            {shell.pages.includes('setting-limits') ? (
              <Link
                to={localePath(shell.locale, 'setting/limits')}
                className="font-semibold text-text underline underline-offset-4 hover:text-primary"
              >
                {t('footer.limitsLink')}
              </Link>
            ) : null}
          </p>
        ) : null}
        {footer?.disclaimer ? <p className="leading-relaxed">{footer.disclaimer}</p> : null}
        <p>{footer?.copyright || t('footer.copyright', { year, site: shell.site.name })}</p>
      </div>
    </footer>
  );
}
