import { useEffect, useRef, useState } from 'react';
import { NOT_FOUND_ART_URL } from '../games.schemas';

/**
 * A 3:4 game picture that falls back to the game-not-found image when it fails, including failures that happened
 * before the page hydrated. Pictures load lazily, except the first screen's (`priority`): those load at once, ahead
 * of the other images (fetchpriority="high"), as they are what a phone paints first. `priority="eager"`: at once, at
 * the browser's own priority (a first screen whose largest picture is another one, the home page's lead banner).
 */
export function GameImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean | 'eager';
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return (
    <img
      ref={ref}
      src={failedSrc === src ? NOT_FOUND_ART_URL : src}
      alt={alt}
      width={300}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === true ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
