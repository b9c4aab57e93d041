import { useEffect, useRef, useState } from 'react';
import { NOT_FOUND_ART_URL } from '../games.schemas';

/**
 * A lazily loaded 3:4 game picture that falls back to the game-not-found image when it fails, including failures that
 * happened before the page hydrated.
 */
export function GameImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
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
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
