import type { ReactNode } from 'react';

/** A screen's title block. */
export function PageHeader({ title, subtitle, action }: { title: ReactNode; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <header className="mb-4 flex items-start justify-between gap-3 pt-2">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {action}
    </header>
  );
}

/** The centred loading text each screen shows while its data arrives ('Loading tasks...'). */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      {children}
    </p>
  );
}
