import type { ThemePackage, User } from '@dayleaf/contracts';
import { canUseTheme } from '@dayleaf/contracts/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Crown, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { useActivateTheme } from '../api/activate-theme';
import { useThemePackages } from '../api/get-theme-packages';
import { useUserThemes } from '../api/get-user-themes';
import { groupThemes, themeDescription, themeDisplayName } from '../theme-catalog';
import { parseThemeColors } from '../theme-colors';

export function ThemeGallery({ user }: { user: User }) {
  const { t } = useLingui();
  const packages = useThemePackages();
  const userThemes = useUserThemes(user.id);
  const activate = useActivateTheme(user.id);
  const isPremium = user.subscription_status === 'premium';

  if (packages.isPending || userThemes.isPending) return <LoadingText>{t`Loading themes...`}</LoadingText>;
  // Theme loading errors are only logged (the applier does so) and the gallery stays out of the way.
  if (!packages.data || !userThemes.data) return null;

  const owned = new Map(userThemes.data.map((theme) => [theme.theme_package_id, theme]));
  const activeId = userThemes.data.find((mine) => mine.is_active)?.theme_package_id ?? 'default';

  // A failure's toast comes from the mutation (useActivateTheme).
  const use = (theme: ThemePackage) => activate.mutate(theme.id);

  return (
    <Card>
      <CardTitle>
        <Trans>Theme Gallery</Trans>
      </CardTitle>
      <p className="mb-3 text-sm text-muted-foreground">
        {isPremium ? t`Give Dayleaf a new look. Every theme is yours with Premium.` : t`Give Dayleaf a new look. Premium themes are unlocked with Premium.`}
      </p>
      <div className="space-y-5">
        {groupThemes(packages.data).map((group) => (
          <section key={group.category} aria-labelledby={`themes-${group.category}`}>
            <h3 id={`themes-${group.category}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {group.heading}
            </h3>
            <ul className="grid grid-cols-2 gap-2">
              {group.themes.map((theme) => (
                <ThemeTile
                  key={theme.id}
                  theme={theme}
                  active={theme.id === activeId}
                  usable={canUseTheme(theme, isPremium, owned.has(theme.id))}
                  busy={activate.isPending}
                  onUse={() => void use(theme)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}

function ThemeTile(props: { theme: ThemePackage; active: boolean; usable: boolean; busy: boolean; onUse(): void }) {
  const { theme, active, usable, busy, onUse } = props;
  const { t } = useLingui();
  const name = themeDisplayName(theme);
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-border p-2" aria-label={t`${name} theme`}>
      <ThemePreview colors={theme.colors} />
      <p className="mt-2 break-words text-sm font-semibold leading-tight">
        {theme.is_premium ? <NameWithCrown name={name} /> : name}
      </p>
      <p className="mb-2 mt-0.5 line-clamp-2 text-xs wrap-break-word text-muted-foreground">{themeDescription(theme)}</p>
      <div className="mt-auto">
        {active ? (
          <Button size="sm" variant="secondary" disabled className="w-full">
            <Check className="h-4 w-4" aria-hidden /> <Trans context="the theme in use">Active</Trans>
          </Button>
        ) : !usable ? (
          // Locked themes open with Premium, so the control leads to the upgrade instead of doing nothing.
          <Link to={paths.subscribe} className={buttonClasses('outline', 'sm', 'w-full')} aria-label={t`Locked. Upgrade to use ${name}`}>
            <Lock className="h-4 w-4" aria-hidden /> <Trans>Locked</Trans>
          </Link>
        ) : (
          <Button size="sm" className="w-full" disabled={busy} onClick={onUse} aria-label={t`Use Theme ${name}`}>
            <Trans>Use Theme</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** The crown stays on the line of the name's last word, instead of wrapping onto a line of its own. */
function NameWithCrown({ name }: { name: string }) {
  const { t } = useLingui();
  const cut = name.lastIndexOf(' ') + 1;
  return (
    <>
      {name.slice(0, cut)}
      <span className="whitespace-nowrap">
        {name.slice(cut)}
        <Crown className="-mt-0.5 ms-1 inline h-3.5 w-3.5 fill-amber-400 text-gold" role="img" aria-label={t`Premium theme`} />
      </span>
    </>
  );
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS colour
const hsl = (v: { h: number; s: number; l: number }) => `hsl(${v.h} ${v.s}% ${v.l}%)`;

/** A miniature screen painted with the theme's own colours, whatever theme the app is painted with now. */
function ThemePreview({ colors }: { colors: string }) {
  let c: ReturnType<typeof parseThemeColors> | null;
  try {
    c = parseThemeColors(colors);
  } catch {
    c = null;
  }
  if (!c) return <span aria-hidden data-testid="theme-preview" className="block h-16 rounded-lg border border-border bg-muted" />;
  return (
    <span
      aria-hidden
      data-testid="theme-preview"
      className="block h-16 rounded-lg border p-2"
      style={{ background: hsl(c.background), borderColor: hsl(c.border) }}
    >
      <span className="flex h-full flex-col justify-between rounded-md border p-1.5" style={{ background: hsl(c.card), borderColor: hsl(c.border) }}>
        <span className="h-1.5 w-2/3 rounded-full" style={{ background: hsl(c.foreground), opacity: 0.7 }} />
        <span className="flex items-center gap-1">
          <span className="h-2.5 w-7 rounded-full" style={{ background: hsl(c.primary) }} />
          <span className="h-2.5 w-2.5 rounded-full" style={{ background: hsl(c.accent) }} />
          <span className="h-2.5 w-2.5 rounded-full" style={{ background: hsl(c.secondary) }} />
        </span>
      </span>
    </span>
  );
}
