/** The number on an icon link; nothing at zero. Hidden from assistive technology: the link's label says it. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={className} aria-hidden="true" data-testid="count-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
