import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Message, Sender } from '@/api/conversations-contract';
import { MessageItem } from '@/features/conversations/thread/message-item';

interface Props {
  messages: readonly Message[];
  mySide: Sender;
  other: string;
}

/** How close to the end counts as reading the newest (a line's height, about). */
const NEAR_END_PX = 48;

/** The thread's messages, oldest first, in a live log: a message that arrives is read out
 * politely. The log opens at the newest and follows what is added (a message, a picture that has
 * loaded) while the person reads the end; scrolled up, it stays where they are. Scrollable, so it
 * takes the focus. */
export function MessageLog({ messages, mySide, other }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const lastRead = messages.findLast((m) => m.sender === mySide && m.readAt !== null)?.id;
  const newest = messages.at(-1)?.id;

  const toEnd = () => {
    const el = box.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  };
  // a new message: to the end, where the person was reading it
  useLayoutEffect(toEnd, [newest]);
  // pictures load and receipts move after the messages are shown
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toEnd);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${other}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
      }}
      className="max-h-[32rem] overflow-y-auto rounded-lg bg-slate-50 p-2 sm:p-3 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none"
    >
      <div ref={content} className="grid content-start gap-3">
        {messages.length === 0 ? (
          <p className="text-sm text-slate-700">No messages yet. Write the first one below.</p>
        ) : (
          messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.sender === mySide}
              receipt={message.id === lastRead}
            />
          ))
        )}
      </div>
    </div>
  );
}
