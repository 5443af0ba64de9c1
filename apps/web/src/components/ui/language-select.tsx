import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '../../lib/i18n/locales';

/**
 * The language picker: the browser's own select (every phone shows its own picker, and it costs no script), each
 * language named in itself and marked with its `lang`, so a screen reader reads "Deutsch" in German.
 */
export function LanguageSelect({ value, onChange, disabled }: { value: Language; onChange: (language: Language) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t`Language`}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLanguage(next)) onChange(next);
          }}
          className="h-11 w-full appearance-none truncate rounded-xl border border-border bg-background ps-3 pe-10 text-base text-foreground focus:outline-none focus:ring-2 focus:ring-ring disabled:opacity-60"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute end-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      </div>
    </div>
  );
}
