import { Fragment } from 'react';

/**
 * Product text with `**bold**` as its only markup: bold runs become <strong>, everything else
 * (HTML included) is plain text, and line breaks are kept. Never inserts raw HTML.
 */
export function Markdownish({ text, className }: { text: string | null | undefined; className?: string }) {
  const partes = (text ?? '').split(/\*\*([^*]+?)\*\*/g);
  return (
    <div className={className} style={{ whiteSpace: 'pre-line' }}>
      {partes.map((parte, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        i % 2 === 1 ? <strong key={i}>{parte}</strong> : <Fragment key={i}>{parte}</Fragment>,
      )}
    </div>
  );
}
