/**
 * Messages in a red list (spec 2.4, 2.17), inside a live region that is always present so
 * that screen readers announce the messages when they appear.
 */
export function ErrorList({
  messages,
  id,
  className,
}: {
  readonly messages: readonly string[];
  readonly id?: string;
  readonly className?: string;
}) {
  return (
    <div id={id} className={className} aria-live="assertive" aria-atomic="true">
      {messages.length > 0 && (
        <ul className="error-list">
          {messages.map((text, i) => (
            // Two fields may share a message; the position keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
            <li key={`${i}-${text}`} className="error-list__item">
              {text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
