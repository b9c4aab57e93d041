import { useTranslation } from 'react-i18next';
import type { MemoCategory } from '../memos.schemas';

/** The category of a memo as a small badge. */
export function MemoCategoryBadge({ category }: { category: MemoCategory }) {
  const { t } = useTranslation('memos');
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-primary/12 px-2 py-0.5 text-xs font-semibold text-primary">
      {t(`category.${category}`)}
    </span>
  );
}
