import { useTranslation } from 'react-i18next';
import type { AffiliateArticleView } from '../affiliate.schemas';

/** The programme's article as the operator wrote it (plain paragraphs). */
export function ProgrammeArticle({
  article,
  headingLevel = 2,
}: {
  article: AffiliateArticleView | null;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('affiliate');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="space-y-3 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <Heading className={headingLevel === 1 ? 'text-2xl font-bold' : 'text-lg font-bold'}>
        {article?.title ?? t('article.title')}
      </Heading>
      {article ? (
        article.paragraphs.map((p, i) => (
          <p key={i} className="leading-relaxed text-text-muted">
            {p}
          </p>
        ))
      ) : (
        <p className="text-text-muted">{t('article.missing')}</p>
      )}
    </article>
  );
}
