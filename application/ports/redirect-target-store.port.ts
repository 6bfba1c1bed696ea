/** Spec §4: where to come back to after signing in, kept across the trip to the sign-in page. */
export interface RedirectTargetStore {
  /** Stores the target; it is checked with safeRedirect (spec §5) when followed, not here. */
  save(target: string): void;
  read(): string | null;
  clear(): void;
}
