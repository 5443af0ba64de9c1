import type { ReactNode } from 'react';

/** A screen's title block. */
export function PageHeader({ title, subtitle, action }: { title: ReactNode; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <header className="mb-4 flex items-start justify-between gap-3 pe-(--header-end,0px) pt-2">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {action}
    </header>
  );
}

/**
 * The loading text each screen shows while its data arrives ('Loading tasks...'); with a `shape`, a quiet line
 * between the `header`'s skeleton and the skeleton of what is coming, so the screen keeps its frame instead of
 * going blank.
 */
export function LoadingText({ children, header, shape }: { children: ReactNode; header?: ReactNode; shape?: ReactNode }) {
  if (!shape) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        {children}
      </p>
    );
  }
  return (
    <div>
      {header}
      <p role="status" className="pb-3 text-center text-sm text-muted-foreground">
        {children}
      </p>
      {shape}
    </div>
  );
}
