/**
 * The small count on an icon button (cart quantity, unread notifications). Hidden from screen readers:
 * the button's own label carries the number. Nothing is drawn for 0; above 99 it reads "99+".
 */
export function CountBubble({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`absolute min-w-5 rounded-full px-1 text-center text-xs font-bold leading-5 text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
