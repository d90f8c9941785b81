import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Conversation } from '@/api/conversations-contract';
import { LoadFailure } from '@/components/list-states';
import { Spinner } from '@/components/ui/spinner';
import { Composer } from '@/features/conversations/composer/composer';
import { threadQuery } from '@/features/conversations/conversation-queries';
import { MessageLog } from '@/features/conversations/thread/message-log';
import { useMarkRead } from '@/features/conversations/thread/use-mark-read';
import { useMySide } from '@/features/conversations/use-my-side';

interface Props {
  conversation: Conversation;
  /** the case is open: new messages may be written */
  writable: boolean;
  /** opened by the person (a link, the address): the focus goes to its heading */
  focusOnOpen: boolean;
}

/** One conversation: who it is with, its messages, and the composer
 * (docs/decisions/0122-conversation-screens.md). */
export function Thread({ conversation, writable, focusOnOpen }: Props) {
  const mySide = useMySide();
  const thread = useQuery(threadQuery(conversation.id));
  useMarkRead(conversation.id, thread.data, mySide);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // each time a link opens it, the one already open too
  const { key } = useLocation();

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, conversation.id, key]);

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div>
        <h3
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          Conversation with {conversation.other}
        </h3>
        <p className="text-sm text-slate-700">
          About “{conversation.caseTitle}”. Only you and {conversation.other} can read it.
        </p>
      </div>
      {thread.data ? (
        <MessageLog messages={thread.data} mySide={mySide} other={conversation.other} />
      ) : thread.isError ? null : (
        <Spinner label="Loading the messages" className="justify-center p-6" />
      )}
      {/* a failed first load, or a failed refresh with the thread as last loaded above it */}
      {thread.isError ? <LoadFailure query={thread} title="Could not load the messages." /> : null}
      <Composer
        conversationId={conversation.id}
        other={conversation.other}
        writable={writable && conversation.caseStatus !== 'closed'}
      />
    </section>
  );
}
