import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../site/site.schemas.ts';
import { MegaphoneIcon, PauseIcon, PlayIcon } from './icons.tsx';

/** The scrolling announcement text on top of every default page: 40px high, fixed. Pausable (and paused on hover). */
export function AnnouncementBar({ items }: { items: Announcement[] }) {
  const { t } = useTranslation('shell');
  const [paused, setPaused] = useState(false);
  const text = items.map((a) => a.message).filter(Boolean);
  if (text.length === 0) return null;
  // Long texts scroll slower so every message stays readable.
  const duration = Math.max(20, Math.round(text.join(' ').length / 6));
  const run = (hidden: boolean) => (
    <ul className="flex shrink-0 items-center gap-16 pr-16" aria-hidden={hidden || undefined}>
      {text.map((html, i) => (
        <li key={i} className="whitespace-nowrap" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </ul>
  );
  return (
    <section
      aria-label={t('announcement.label')}
      className="fixed inset-x-0 top-0 z-50 flex h-announcement items-center gap-2 border-b border-border bg-surface-alt px-3 text-sm text-text"
    >
      <MegaphoneIcon className="size-5 shrink-0 text-primary" />
      <div className="group relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_24px,#000_calc(100%-24px),transparent)]">
        <div
          className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none"
          style={{
            ['--marquee-duration' as string]: `${duration}s`,
            animationPlayState: paused ? 'paused' : undefined,
          }}
        >
          {run(false)}
          {run(true)}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        className="grid size-8 shrink-0 place-items-center rounded-full text-text-muted hover:bg-surface hover:text-text"
        aria-label={paused ? t('announcement.play') : t('announcement.pause')}
        aria-pressed={paused}
      >
        {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      </button>
    </section>
  );
}
