import { paths } from '../../../config/paths';

/** The daily quote under the tasks header; opens the quote widget in a new tab. (Placeholder text until quotes land.) */
export function QuoteBox() {
  return (
    <a
      href={paths.quoteWidget}
      target="_blank"
      rel="noopener"
      className="block rounded-2xl border border-border bg-card/80 px-4 py-3 text-sm italic text-muted-foreground shadow-sm"
    >
      “The secret of getting ahead is getting started.”
    </a>
  );
}
