import { Badge } from '@/components/ui/badge';

/** How many of the other side's messages are unread: the number on screen, and in words for a
 * screen reader ('2 unread messages'). Nothing when all are read. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  const words = `${count} unread ${count === 1 ? 'message' : 'messages'}`;
  return (
    <>
      {/* the space keeps the words apart from what precedes them in a name read aloud */}{' '}
      <Badge className="shrink-0 bg-red-700">
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="sr-only">{words}</span>
      </Badge>
    </>
  );
}
