import { type Ref, useId } from 'react';
import styles from './AuthForm.module.css';

export interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text';
  readonly autoComplete: string;
  /** The field's error, shown under it and read with it; null when it is fine. */
  readonly error: string | null;
  readonly hint?: string;
  /** The id of an error told elsewhere (a form-wide message) that makes this field invalid too. */
  readonly invalidBy?: string | null;
  readonly ref?: Ref<HTMLInputElement>;
  /** What the field holds as the page is served: what was typed, kept when a form without JavaScript comes back. */
  readonly defaultValue?: string;
  /** A code typed in capitals: no spelling fixes, no words capitalised. */
  readonly code?: boolean;
}

/** A labelled input whose hint and error are tied to it (aria-describedby), so a screen reader reads them with it. */
export function TextField({
  name,
  label,
  type,
  autoComplete,
  error,
  hint,
  invalidBy = null,
  ref,
  defaultValue,
  code = false,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [invalidBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        {...(code ? { autoCapitalize: 'characters', spellCheck: false } : {})}
        className={styles.input}
        required
        aria-invalid={error || invalidBy ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={errorId} className={styles.error}>
        {error ?? ''}
      </p>
    </div>
  );
}
