import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useMemo, useState, type FormEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { toast } from '../../../lib/lazy-toast';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field, FormError, Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { actionErrorText } from '../../../lib/api-client';
import { dayTitle } from '../../../lib/dates';
import { browserZone, localToday } from '../../../lib/local-day';
import { useCurrentUser } from '../../auth/session';
import { useUpdateDaySettings } from '../api/update-day-settings';
import { filterZones, zoneName, zoneNames, zoneOffset } from '../time-zones';

/** "My day ends at": day_start_hour 0..4 (docs/product.md, "Your day"). */
export const DAY_END_OPTIONS = [
  { hour: 0, label: msg`Midnight` },
  { hour: 1, label: msg`1 am` },
  { hour: 2, label: msg`2 am` },
  { hour: 3, label: msg`3 am` },
  { hour: 4, label: msg`4 am` },
] as const;

function Select({ children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <div className="relative">
      <select
        {...props}
        className="h-11 w-full appearance-none truncate rounded-xl border border-border bg-background ps-3 pe-10 text-base text-foreground focus:outline-none focus:ring-2 focus:ring-ring"
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
    </div>
  );
}

/**
 * The user's time zone and the hour their day ends. The zone is a native select (every phone shows its own
 * picker, and screen readers know it) with a search field above that narrows its options: typing 'tokyo'
 * leaves only Asia/Tokyo, which is then selected. The detected zone comes first, under 'This device'.
 */
export function DaySettingsCard() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateDaySettings(user.id);
  const switchAuto = useUpdateDaySettings(user.id);
  const [zoneDraft, setZoneDraft] = useState<string | null>(null);
  const [hourDraft, setHourDraft] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [listAll, setListAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // While the switch's save runs it shows the asked value; afterwards the stored one, so a failure reverts it.
  const auto = switchAuto.isPending ? (switchAuto.variables.time_zone_auto ?? user.time_zone_auto) : user.time_zone_auto;
  const zone = auto ? user.time_zone : (zoneDraft ?? user.time_zone);
  const hour = hourDraft ?? user.day_start_hour;

  const [now] = useState(() => new Date());
  const [detected] = useState(browserZone);
  const names = useMemo(() => zoneNames(detected, user.time_zone), [detected, user.time_zone]);
  const matches = filterZones(names, search);
  // Some 400 options are only put in once the select is reached (focus comes before its picker opens, by pointer,
  // touch or keyboard) or a search narrows them: a screen that keeps them all costs every later lookup in its DOM.
  const shown = listAll || search.trim() ? matches : [detected];
  // The chosen zone stays an option, so the select never shows a zone other than the one that would be saved.
  const options = shown.includes(zone) ? shown : [zone, ...shown];
  // The detected zone in a group of its own, named so, so the closed select shows only the zone's name.
  const groups = [
    { label: t`This device`, names: options.filter((name) => name === detected) },
    { label: t`All time zones`, names: options.filter((name) => name !== detected) },
  ].filter((group) => group.names.length > 0);
  const changed = zone !== user.time_zone || hour !== user.day_start_hour;
  const offset = zoneOffset(zone, now);
  const dayThere = dayTitle(localToday(now, zone, hour));

  function onSearch(text: string) {
    setSearch(text);
    const found = filterZones(names, text);
    // One match is the zone meant; with several the user picks from the narrowed list.
    if (text.trim() && found.length === 1) setZoneDraft(found[0]!);
  }

  const failure = (err: unknown) =>
    setError(actionErrorText(err, { failed: t`Failed to save your day settings.`, errored: t`An error occurred while saving your day settings.` }));

  /** On, the zone follows this device at once (and each device the user signs in on); off, it stays as it is. */
  function changeAuto(next: boolean) {
    setError(null);
    setZoneDraft(null);
    setSearch('');
    switchAuto.mutate(next ? { time_zone_auto: true, device_time_zone: detected } : { time_zone_auto: false }, { onError: failure });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    update.mutate(
      // A zone sent is a zone picked, which turns "Set automatically" off: none is sent while it is on.
      auto ? { day_start_hour: hour } : { time_zone: zone, day_start_hour: hour },
      {
        onSuccess: () => {
          setZoneDraft(null);
          setHourDraft(null);
          setSearch('');
          toast.success(t`Day settings saved.`);
        },
        onError: failure,
      },
    );
  }

  return (
    <Card>
      <CardTitle className="mb-1">
        <Trans>Your day</Trans>
      </CardTitle>
      <p className="mb-3 text-sm text-muted-foreground">
        <Trans>Tasks, moods and streaks follow the day where you are.</Trans>
      </p>
      {/* Saved at once, not by Save, so outside the form. */}
      <div className="mb-4 flex items-center justify-between gap-4">
        <div>
          <label htmlFor="time-zone-auto" className="font-medium">
            <Trans>Set automatically</Trans>
          </label>
          <p className="text-sm text-muted-foreground">
            {auto ? <Trans>Your time zone follows the device you use.</Trans> : <Trans>Your time zone stays as you choose it.</Trans>}
          </p>
        </div>
        <Switch id="time-zone-auto" checked={auto} disabled={switchAuto.isPending} onCheckedChange={changeAuto} />
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        {auto ? null : (
          <Field label={t`Search time zones`} hint={search.trim() && matches.length === 0 ? t`No time zone matches.` : undefined}>
            {(field) => (
              <Input {...field} type="search" name="time-zone-search" autoComplete="off" placeholder={t`City or region, e.g. Tokyo`} value={search} onChange={(e) => onSearch(e.target.value)} />
            )}
          </Field>
        )}
        <Field label={t`Time zone`} hint={t`${offset} · Today there: ${dayThere}`}>
          {(field) => (
            <Select
              {...field}
              name="time-zone"
              value={zone}
              disabled={auto}
              onChange={(e) => setZoneDraft(e.target.value)}
              onFocus={() => setListAll(true)}
              onPointerDown={() => setListAll(true)}
            >
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.names.map((name) => (
                    <option key={name} value={name}>
                      {zoneName(name)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t`My day ends at`} hint={t`Until then, late hours count for the day before.`}>
          {(field) => (
            <Select {...field} name="day-start-hour" value={hour} onChange={(e) => setHourDraft(Number(e.target.value))}>
              {DAY_END_OPTIONS.map((option) => (
                <option key={option.hour} value={option.hour}>
                  {i18n._(option.label)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={!changed || update.isPending}>
          {update.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </form>
    </Card>
  );
}
