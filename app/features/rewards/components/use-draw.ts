import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { FormResult } from '../../../shared/forms';
import type { RedeemView } from '../rewards.schemas';

export interface DrawAnswer {
  result: FormResult;
  redeem: RedeemView | null;
  item?: number;
}

/**
 * A draw's life on the page: submitted (the animation starts), answered (the prize is already recorded), and shown
 * once the animation has run at least `minMs`. Without JavaScript the answer arrives as the page's action data and
 * is shown at once.
 */
export function useDraw(minMs: number) {
  const fetcher = useFetcher<DrawAnswer>();
  const actionData = useActionData<DrawAnswer>();
  const [pendingItem, setPendingItem] = useState<number | null>(null);
  const [shown, setShown] = useState<DrawAnswer | null>(actionData ?? null);
  const started = useRef(0);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const answer = fetcher.data;
    const wait = Math.max(0, started.current + minMs - Date.now());
    const timer = setTimeout(() => {
      setShown(answer);
      setPendingItem(null);
    }, wait);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data]);

  return {
    fetcher,
    /** The item whose animation runs. */
    pendingItem,
    answer: shown,
    start(itemId: number) {
      started.current = Date.now();
      setShown(null);
      setPendingItem(itemId);
    },
    close() {
      setShown(null);
    },
  };
}
