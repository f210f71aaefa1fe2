import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type Ref,
  type RefCallback,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isRealDay } from '#shared/dates.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { dayFromText, dayToText, pageDigits as pageDigitsOf } from '#web/lib/day-text.ts';
import { formatDay } from '#web/lib/format.ts';
import { loadChunk } from '#web/lib/load-chunk.ts';
import { Field, inputClass, type FieldIds, type FieldText } from './field';
import { Spinner } from './spinner';

/**
 * Date boxes (docs/decisions/0473): a day is typed day/month/year in either digit set, or picked
 * from a calendar opened by the button beside it; the box shows the day in the page's digits and,
 * under it, with the month's name in the page's language. Forms and the API keep `YYYY-MM-DD`.
 */

const DateCalendar = lazy(() => loadChunk(() => import('./date-calendar')));

/** Starts fetching the calendar before it is asked for (a finger on the button), so it opens at once. */
const fetchCalendar = () => void import('./date-calendar').catch(() => undefined);

interface DayBoxProps {
  ids?: FieldIds;
  /** What the box shows, as typed. */
  text: string;
  onText: (text: string) => void;
  /** A day picked from the calendar (`YYYY-MM-DD`). */
  onPick: (day: string) => void;
  onBlur?: () => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  required?: boolean;
  /** The label for a box without a Field around it (a list's filter). */
  ariaLabel?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The box, its calendar button, the day in words under it, and the calendar when open. */
function DayBox({ ids, text, onText, onPick, onBlur, min, max, disabled, required, ariaLabel, inputRef }: DayBoxProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const own = useRef<HTMLInputElement | null>(null);
  const box = inputRef ?? own;
  const day = dayFromText(text);
  const inWords = isRealDay(day) ? formatDay(day) : null;

  // On a page drawn by the server, a person may type before the app has taken the page over (a
  // slow phone): the box then already holds their text when it is first run, and it adopts it
  // rather than drawing itself empty. Once, on mount, after the form has set its defaults.
  useLayoutEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== '' && typed !== text) onText(typed);
    // Only what the box held when it was first run: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <div className="flex gap-2">
        <input
          ref={box}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          placeholder={t('common.date.placeholder')}
          value={text}
          disabled={disabled}
          required={required}
          aria-label={ariaLabel}
          id={ids?.id}
          aria-describedby={ids?.describedBy}
          aria-invalid={ids?.invalid}
          onChange={(e) => onText(e.target.value)}
          onBlur={onBlur}
        />
        <button
          ref={button}
          type="button"
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          aria-label={t('common.date.choose')}
          aria-expanded={open}
          disabled={disabled}
          onPointerEnter={fetchCalendar}
          onFocus={fetchCalendar}
          onClick={() => setOpen((o) => !o)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {inWords && <p className="mt-1 text-xs text-slate-600">{inWords}</p>}
      {open && (
        <div
          role="dialog"
          aria-label={t('common.date.choose')}
          className="absolute left-0 z-30 mt-1 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <Suspense fallback={<Spinner className="h-40 w-72" />}>
            <DateCalendar
              day={day}
              min={min}
              max={max}
              language={language}
              onPick={(picked) => {
                setOpen(false);
                onPick(picked);
                button.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

const valueOfInput = Object.getOwnPropertyDescriptor(
  typeof HTMLInputElement === 'undefined' ? Object : HTMLInputElement.prototype,
  'value',
);

/** Sets a hidden input's value without the watch `DateField` puts on it. */
function setQuietly(el: HTMLInputElement, value: string) {
  valueOfInput?.set?.call(el, value);
}

type RegisteredProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'onChange' | 'onBlur'> &
  FieldText & {
    className?: string;
    ref?: Ref<HTMLInputElement>;
    name?: string;
    onChange?: (event: { target: HTMLInputElement; type: string }) => unknown;
    onBlur?: (event: { target: HTMLInputElement; type: string }) => unknown;
    min?: string | number;
    max?: string | number;
  };

/**
 * A labelled date for a react-hook-form form (spread `register`, or the form's `field()`, into it):
 * the form holds `YYYY-MM-DD` in a hidden input, the person sees and types day/month/year. A value
 * the form sets (its defaults, a reset) shows in the box; a typed text that is no day reaches the
 * form as typed, for its rule to refuse.
 */
export function DateField({
  label,
  error,
  hint,
  className,
  ref,
  name,
  onChange,
  onBlur,
  min,
  max,
  disabled,
  required,
}: RegisteredProps) {
  const language = usePageLanguage();
  const [text, setText] = useState('');
  const hidden = useRef<HTMLInputElement | null>(null);
  const visible = useRef<HTMLInputElement | null>(null);

  const attach = useCallback<RefCallback<HTMLInputElement>>(
    (el) => {
      hidden.current = el;
      if (el) {
        // The form writes its values into the input (defaults, reset, setValue): show them.
        Object.defineProperty(el, 'value', {
          configurable: true,
          get: () => valueOfInput?.get?.call(el) as string,
          set: (value: unknown) => {
            const day = value == null ? '' : String(value);
            setQuietly(el, day);
            setText(dayToText(day, language));
          },
        });
        // The form focuses the first wrong field: that is the box a person types in.
        el.focus = () => visible.current?.focus();
      }
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref, language],
  );

  const tell = (day: string) => {
    const el = hidden.current;
    if (!el) return;
    setQuietly(el, day);
    void onChange?.({ target: el, type: 'change' });
  };

  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => (
        <>
          <input ref={attach} type="hidden" name={name} />
          <DayBox
            ids={ids}
            inputRef={visible}
            text={text}
            onText={(typed) => {
              setText(typed);
              tell(dayFromText(typed));
            }}
            onPick={(day) => {
              setText(dayToText(day, language));
              tell(day);
            }}
            onBlur={() => {
              const day = dayFromText(text);
              if (isRealDay(day)) setText(dayToText(day, language));
              if (hidden.current) void onBlur?.({ target: hidden.current, type: 'blur' });
            }}
            min={min === undefined ? undefined : String(min)}
            max={max === undefined ? undefined : String(max)}
            disabled={disabled}
            required={required}
          />
        </>
      )}
    </Field>
  );
}

/**
 * A date held by its page (a list's filter, the cash-up's day): `value` is `YYYY-MM-DD` or '';
 * `onChange` hears a real day, or '' when the box is emptied.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  ariaLabel,
  ids,
}: {
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
  ariaLabel?: string;
  ids?: FieldIds;
}) {
  const language = usePageLanguage();
  const [text, setText] = useState(() => dayToText(value, language));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The page moved the day (a link, the back button): show it, unless the box already says it.
    setShown(value);
    if (dayFromText(text) !== value) setText(dayToText(value, language));
  }
  return (
    <DayBox
      ids={ids}
      ariaLabel={ariaLabel}
      text={text}
      min={min}
      max={max}
      onText={(typed) => {
        setText(typed);
        const day = dayFromText(typed);
        if (day === '' || (isRealDay(day) && (!min || day >= min) && (!max || day <= max))) onChange(day);
      }}
      onPick={(day) => {
        setText(dayToText(day, language));
        onChange(day);
      }}
      onBlur={() => {
        const day = dayFromText(text);
        if (isRealDay(day)) setText(dayToText(day, language));
      }}
    />
  );
}

/**
 * A month held by its page (the statistics', the cash-ups'): the month by name and the year, two
 * lists in the page's language and digits (a list takes the keyboard and a phone's wheel as they
 * are). `value` and `max` are `YYYY-MM`; years run from `fromYear` to `max`'s.
 */
export function MonthInput({
  label,
  value,
  max,
  fromYear,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  fromYear: number;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [year, month] = value.split('-').map(Number) as [number, number];
  const maxYear = Number(max.slice(0, 4));
  const years = Array.from({ length: Math.max(1, maxYear - fromYear + 1) }, (_, i) => maxYear - i);
  const names = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { month: 'long', timeZone: 'UTC' });
  const yearText = (y: number) => pageDigitsOf(String(y), language);
  const pick = (y: number, m: number) => {
    const chosen = `${y}-${String(m).padStart(2, '0')}`;
    onChange(chosen > max ? max : chosen);
  };
  const selectClass = `${inputClass} w-auto`;
  return (
    <fieldset className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      <legend className="mb-1">{label}</legend>
      <div className="flex gap-2">
        <select
          aria-label={t('common.date.month')}
          className={selectClass}
          value={month}
          onChange={(e) => pick(year, Number(e.target.value))}
        >
          {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
            <option key={m} value={m} disabled={`${year}-${String(m).padStart(2, '0')}` > max}>
              {names.format(new Date(Date.UTC(2000, m - 1, 1)))}
            </option>
          ))}
        </select>
        <select
          aria-label={t('common.date.year')}
          className={selectClass}
          value={year}
          onChange={(e) => pick(Number(e.target.value), month)}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {yearText(y)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
