import { cn } from '../../lib/cn';

interface ProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  value: number;
  max?: number;
  /** The track's height, background and placement; a thin muted track when not given. */
  className?: string;
  /** The fill's colour. */
  fillClassName?: string;
}

/** A track filled to value/max, announced as a progressbar with its own value and maximum. */
export function ProgressBar({ label, value, max = 100, className = 'h-2 bg-muted', fillClassName = 'bg-primary' }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.round((100 * value) / max)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('w-full overflow-hidden rounded-full', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', fillClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
