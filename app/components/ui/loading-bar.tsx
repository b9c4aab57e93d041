import { cn } from './cn.ts';

export type TopBarStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * The thin bar across the top of the page: creeps forward while loading, fills when done, turns red when failed,
 * then fades. `run` restarts it. It grows by a transform (scaleX), which the compositor animates without a layout of
 * the page in every frame while a phone is still busy starting it.
 */
export function TopLoadingBar({ status, run, label }: { status: TopBarStatus; run: number; label: string }) {
  const scale = status === 'idle' ? 'scaleX(0)' : 'scaleX(1)';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={status === 'loading'}
      aria-hidden={status === 'idle' || undefined}
      data-status={status}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[95] h-[3px]',
        status === 'idle' ? 'opacity-0' : 'opacity-100',
        status !== 'loading' && 'transition-opacity delay-300 duration-300',
      )}
    >
      <div
        key={run}
        className={cn(
          'h-full w-full origin-left rounded-r-full',
          status === 'failed'
            ? 'bg-danger shadow-[0_0_10px_var(--color-danger)]'
            : 'bg-primary shadow-[0_0_10px_var(--color-primary)]',
        )}
        style={
          status === 'loading'
            ? { animation: 'top-loading-bar 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards' }
            : { transform: scale }
        }
      />
      <style>{'@keyframes top-loading-bar{from{transform:scaleX(0)}to{transform:scaleX(.85)}}'}</style>
    </div>
  );
}
