import { QUEUES, type Queue } from '@/api/contract';
import { TabList } from '@/components/ui/tab-list';
import { QUEUE_LABELS, QUEUE_PANEL_ID, queueTabId } from '@/features/admin/queue-words';
import { formatCount } from '@/lib/format';

interface Props {
  active: Queue;
  counts: Record<Queue, number>;
  onChange: (queue: Queue) => void;
}

/** The verification lists by state, as tabs, each with its count. */
export function QueueTabs({ active, counts, onChange }: Props) {
  return (
    <TabList
      tabs={QUEUES}
      active={active}
      onChange={onChange}
      label="Verification requests by state"
      words={(queue) => `${QUEUE_LABELS[queue]} (${formatCount(counts[queue])})`}
      tabId={queueTabId}
      panelId={QUEUE_PANEL_ID}
    />
  );
}
