import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { SessionsCard } from '../../features/auth/components/sessions-card';
import { useCurrentUser } from '../../features/auth/session';
import { activeChallengesQueryOptions } from '../../features/challenges/api/get-active-challenges';
import { BreakCard } from '../../features/streaks/components/break-card';
import { BlockedUsersCard } from '../../features/users/components/blocked-users-card';
import { DaySettingsCard } from '../../features/users/components/day-settings-card';
import { LanguageCard } from '../../features/users/components/language-card';
import { DeleteAccountCard } from '../../features/users/components/delete-account-card';
import { ExportDataCard } from '../../features/users/components/export-data-card';
import { NotificationSettingsCard } from '../../features/notifications/components/notification-settings-card';
import { RemindersCard } from '../../features/reminders/components/reminders-card';
import { flattenPages } from '../../lib/paged-query';

function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="px-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The streaks feature's break, with the challenges feature's active list, read only once the person starts on a
 * break, so its confirmation can name the challenges the break days will not count toward.
 */
function BreakSection() {
  const user = useCurrentUser();
  const [asked, setAsked] = useState(false);
  const active = useInfiniteQuery({ ...activeChallengesQueryOptions(user.id), enabled: asked });
  return (
    <BreakCard
      activeChallenges={{
        names: active.data ? flattenPages(active.data).map((challenge) => challenge.name) : undefined,
        // With no network the read waits; the break's own save then says what is wrong.
        settled: asked && (!active.isPending || active.fetchStatus === 'paused'),
        check: () => setAsked(true),
      }}
    />
  );
}

/** Account control, reached from the profile: the auth feature's password and sessions, the users feature's deletion. */
export default function SettingsRoute() {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <div>
        <Link to={paths.profile} className="-ms-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> <Trans>Back to Profile</Trans>
        </Link>
        <PageHeader title={t`Settings`} subtitle={t`Your account, day, privacy and data`} />
      </div>
      <SettingsSection id="settings-account" title={t`Account`}>
        <LanguageCard />
        <ChangePasswordCard />
      </SettingsSection>
      <SettingsSection id="settings-day" title={t`Day`}>
        <DaySettingsCard />
      </SettingsSection>
      <SettingsSection id="settings-breaks" title={t`Breaks`}>
        <BreakSection />
      </SettingsSection>
      <SettingsSection id="settings-reminders" title={t`Reminders`}>
        <RemindersCard />
      </SettingsSection>
      <SettingsSection id="settings-notifications" title={t`Notifications`}>
        <NotificationSettingsCard />
      </SettingsSection>
      <SettingsSection id="settings-sessions" title={t`Sessions`}>
        <SessionsCard />
      </SettingsSection>
      <SettingsSection id="settings-safety" title={t`Privacy and safety`}>
        <BlockedUsersCard />
      </SettingsSection>
      <SettingsSection id="settings-data" title={t`Your data`}>
        <ExportDataCard />
        <DeleteAccountCard />
      </SettingsSection>
    </div>
  );
}
