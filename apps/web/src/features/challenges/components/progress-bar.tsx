import { ProgressBar as Bar } from '../../../components/ui/progress-bar';

/** Fills from the theme, so every theme paints them (the status word says the same, never the colour alone). */
const tones = {
  primary: 'bg-primary',
  accent: 'bg-accent',
  muted: 'bg-muted-foreground',
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
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-xs">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">
          {value}/{max} days
        </span>
      </div>
      <Bar label={label} value={value} max={max} fillClassName={tones[tone]} />
    </div>
  );
}
