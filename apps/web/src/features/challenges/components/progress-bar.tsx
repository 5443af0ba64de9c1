import { cn } from '../../../lib/cn';

const tones = {
  primary: 'bg-primary',
  blue: 'bg-blue-500',
  green: 'bg-emerald-500',
  grey: 'bg-slate-400 dark:bg-slate-500',
} as const;

/** Days done out of the challenge's duration, as a bar with 'progress/duration days'. */
export function ProgressBar({
  value,
  max,
  label = 'Your progress',
  tone = 'primary',
}: {
  value: number;
  max: number;
  label?: string;
  tone?: keyof typeof tones;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((100 * value) / max)) : 0;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">
          {value}/{max} days
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width]', tones[tone])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
