import { useTranslation } from 'react-i18next';
import type { ShellData } from '../shell.types.ts';

/** The closed-site screen shown instead of every page while the site is under maintenance. */
export function MaintenanceScreen({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const m = shell.site.maintenance!;
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="flex max-w-lg flex-col items-center text-center">
        {m.image ? <img src={m.image} alt="" className="mb-8 w-full max-w-sm" /> : null}
        <h1 className="text-3xl font-bold">{m.title || t('maintenance.title')}</h1>
        <p className="mt-3 text-text-muted">{m.message || t('maintenance.message')}</p>
      </div>
    </main>
  );
}
