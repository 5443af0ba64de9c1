import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ProgressBar as Bar } from '../../../components/ui/progress-bar';
import { formatNumber } from '../../../lib/i18n/format';

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
  label,
  tone = 'primary',
}: {
  value: number;
  max: number;
  label?: string;
  tone?: keyof typeof tones;
}) {
  const { t } = useLingui();
  const named = label ?? t`Your progress`;
  const done = formatNumber(value);
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-xs">
        <span className="text-muted-foreground">{named}</span>
        <span className="font-semibold tabular-nums">{plural(max, { one: `${done}/# day`, other: `${done}/# days` })}</span>
      </div>
      <Bar label={named} value={value} max={max} fillClassName={tones[tone]} />
    </div>
  );
}
