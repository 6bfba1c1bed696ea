import { type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject, useId, useRef } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Link } from 'react-router';
import type { SearchHit } from '#domain/search/search-hit';
import { canSubmitPhrase, SEARCH_PHRASE_MAX_LENGTH } from '#domain/search/search-phrase';
import { useHydrated } from '#ui/hooks/use-hydrated';
import { CoverImage } from '../media/CoverImage';
import { CloseIcon } from '../shell/icons';
import styles from './SearchBox.module.css';
import { SearchIcon } from './SearchIcon';
import { SUBMITTABLE_PHRASE_PATTERN } from './search-links';

const COVER_PX = 48;

/** What the search box shows and what it reports; the store behind it decides the rest (spec §2, §5). */
export interface SearchBoxProps {
  readonly phrase: string;
  readonly results: readonly SearchHit[];
  readonly isOpen: boolean;
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  /** The search route: the form's action, so the box searches even before the page is interactive. */
  readonly action: string;
  readonly resultHref: (hit: SearchHit) => string;
  /** Spec §2: the mobile variant scrolled away (below the large breakpoint only). */
  readonly isScrolledAway?: boolean;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
  readonly onType: (value: string) => void;
  readonly onSubmit: () => void;
  readonly onClose: (by: 'escape' | 'tab') => void;
  readonly onClear: () => void;
  /** The user turned to the box (focus): a chance to load what the first query needs. */
  readonly onPrepare: () => void;
  /** A result was chosen (its link followed). */
  readonly onChoose: () => void;
}

/**
 * Spec §2, §5 search box as an accessible combobox: the input controls a list of result links. ArrowDown moves to
 * the first result and arrows move between them (ArrowUp from the first returns to the input), Escape or Tab
 * closes the results, the submit button is disabled for a blank phrase, and the input takes at most 120 characters.
 */
export function SearchBox(props: SearchBoxProps) {
  const { phrase, results, isOpen, isLoading, hasFailed, action, resultHref, isScrolledAway = false } = props;
  const { t } = useTranslation();
  const listId = useId();
  const statusId = useId();
  const localInput = useRef<HTMLInputElement | null>(null);
  const ownInput = props.inputRef ?? localInput;
  const list = useRef<HTMLUListElement>(null);
  const canSubmit = canSubmitPhrase(phrase);
  // Without JavaScript a disabled button would block the form's submission by Enter even after typing: until the page
  // is interactive the browser checks the phrase itself (required, not blank).
  const isInteractive = useHydrated();
  const hasPanel = isOpen && (results.length > 0 || phrase.trim() !== '');

  const links = (): HTMLAnchorElement[] => Array.from(list.current?.querySelectorAll('a') ?? []);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && isOpen) {
      const first = links()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      props.onClose('escape');
    } else if (event.key === 'Tab' && isOpen) {
      props.onClose('tab');
    }
  };

  const onResultKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const all = links();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? all[Math.min(index + 1, all.length - 1)] : all[index - 1];
      (next ?? ownInput.current)?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose('escape');
      ownInput.current?.focus();
    } else if (event.key === 'Tab') {
      props.onClose('tab');
    }
  };

  // Focus leaving the whole box (a click elsewhere) closes the results, as Tab does.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const next = event.relatedTarget;
    if (isOpen && !(next instanceof Node && event.currentTarget.contains(next))) props.onClose('tab');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };

  const status = isLoading
    ? t('shell.search.loading')
    : hasFailed && isOpen
      ? t('shell.search.failed')
      : isOpen
        ? results.length > 0
          ? t('shell.search.results_count', { count: results.length })
          : t('shell.search.no_results', { phrase: phrase.trim() })
        : '';

  return (
    <form
      role="search"
      action={action}
      method="get"
      className={`${styles.box} ${isScrolledAway ? styles.scrolledAway : ''}`}
      onSubmit={onSubmit}
      onBlur={onBlur}
      data-testid="search-box"
      data-scrolled-away={isScrolledAway ? 'true' : undefined}
    >
      <div className={styles.field}>
        <input
          ref={ownInput}
          type="search"
          name="phrase"
          role="combobox"
          className={styles.input}
          aria-label={t('shell.search.label')}
          aria-expanded={hasPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={statusId}
          placeholder={t('shell.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_PHRASE_MAX_LENGTH}
          required
          pattern={SUBMITTABLE_PHRASE_PATTERN}
          value={phrase}
          onChange={(event) => props.onType(event.target.value)}
          onFocus={props.onPrepare}
          onKeyDown={onInputKeyDown}
        />
        {phrase !== '' ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('shell.search.clear')}
            onClick={() => {
              props.onClear();
              ownInput.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        ) : null}
        <button
          type="submit"
          className={styles.submit}
          disabled={isInteractive && !canSubmit}
          aria-label={t('shell.search.submit')}
        >
          <SearchIcon />
        </button>
      </div>
      {/* Focus stays in the input while a result is clicked: browsers that do not focus links on click (Safari)
          would otherwise blur the box, close the results and lose the click. */}
      <div className={styles.panel} hidden={!hasPanel} onMouseDown={(event) => event.preventDefault()}>
        {/* Spec §2 desktop close-search button: closes the results, keeps the phrase and gives focus back to the input.
            Keyboard users have Escape; Tab from the input closes the results before it could reach this. */}
        <div className={styles.panelHeader}>
          <button
            type="button"
            className={styles.close}
            aria-label={t('shell.search.close')}
            tabIndex={-1}
            onClick={() => {
              props.onClose('escape');
              ownInput.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        </div>
        <ul
          id={listId}
          ref={list}
          className={styles.results}
          aria-label={t('shell.search.results')}
          aria-busy={isLoading}
        >
          {results.map((hit, index) => (
            <li key={hit.id}>
              <Link
                to={resultHref(hit)}
                className={styles.result}
                tabIndex={-1}
                onKeyDown={(event) => onResultKeyDown(event, index)}
                onClick={props.onChoose}
              >
                {hit.imageUrl ? (
                  <CoverImage className={styles.cover} url={hit.imageUrl} px={COVER_PX} loading="lazy" />
                ) : (
                  <span className={styles.cover} aria-hidden="true" />
                )}
                <span className={styles.text}>
                  <span className={styles.name}>{hit.name}</span>
                  {hit.description ? <span className={styles.description}>{hit.description}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {hasPanel && results.length === 0 && !isLoading ? (
          <p className={styles.empty} aria-hidden="true">
            {hasFailed ? t('shell.search.failed') : t('shell.search.no_results', { phrase: phrase.trim() })}
          </p>
        ) : null}
      </div>
      <p id={statusId} className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  );
}
