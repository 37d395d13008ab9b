import { vendorPrefixLength } from '../../core/index';
import { splitForMiddleEllipsis } from './toolText';

/**
 * A tool name that keeps its distinguishing parts in a narrow column: the vendor prefix (small
 * and muted), the name's start and, for a long name (over `minSplit`), its last characters. As
 * the column narrows the prefix gives way first (down to its first few letters), then the name
 * (its middle, or the end of a short one), with an ellipsis each (pure CSS: flex shrink factors;
 * the tail never shrinks). The full text is the title (hover) and stays in the DOM whole
 * for find-in-page and screen readers.
 */
export function MiddleEllipsis({
  text,
  tailLength = 8,
  minSplit = 24,
  className = '',
  prefixClassName = 'text-slate-600 dark:text-slate-400',
}: {
  text: string;
  tailLength?: number;
  /** Names up to this many characters are cut at their end only (see splitForMiddleEllipsis). */
  minSplit?: number;
  className?: string;
  prefixClassName?: string;
}) {
  const cut = vendorPrefixLength(text);
  const prefix = text.slice(0, cut);
  const { head, tail } = splitForMiddleEllipsis(text.slice(cut), tailLength, minSplit);
  return (
    <span
      title={text}
      data-full-text={text}
      className={`inline-flex min-w-0 max-w-full whitespace-nowrap ${className}`}
    >
      {prefix && <span className={`min-w-[4.5ch] shrink-[4] truncate ${prefixClassName}`}>{prefix}</span>}
      <span className="min-w-[4ch] truncate">{head}</span>
      {tail && <span className="shrink-0">{tail}</span>}
    </span>
  );
}
