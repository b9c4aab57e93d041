import type { MemoEntry } from '../memos.schemas';

/**
 * The words of one message: staff HTML as the server kept it (sanitised with an allow-list when it was written: no
 * scripts, handlers, styles, frames or unsafe links), or plain text with its line breaks.
 */
export function MemoBody({ entry, imageAlt }: { entry: Pick<MemoEntry, 'html' | 'text' | 'image'>; imageAlt: string }) {
  return (
    <div className="space-y-3">
      {entry.html ? (
        <div
          className="memo-html break-words text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&>*+*]:mt-2 [&_h3]:font-bold [&_h4]:font-semibold"
          dangerouslySetInnerHTML={{ __html: entry.html }}
        />
      ) : entry.text ? (
        <p className="whitespace-pre-line break-words text-sm leading-relaxed">{entry.text}</p>
      ) : null}
      {entry.image ? (
        <a href={entry.image} target="_blank" rel="noopener noreferrer" className="block w-fit">
          <img
            src={entry.image}
            alt={imageAlt}
            loading="lazy"
            className="max-h-72 max-w-full rounded-xl border border-border object-contain"
          />
        </a>
      ) : null}
    </div>
  );
}
