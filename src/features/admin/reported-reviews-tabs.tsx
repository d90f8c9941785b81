import type { DeskStatus } from '@/api/reviews';
import { REVIEW_DESK_STATUSES } from '@/api/reviews-contract';
import { TabList } from '@/components/ui/tab-list';
import { REPORTS_PANEL_ID, reportsTabId } from '@/features/admin/reported-reviews-queries';
import { DESK_WORDS } from '@/features/admin/reported-reviews-words';

interface Props {
  active: DeskStatus;
  onChange: (status: DeskStatus) => void;
}

/** Open reports, decided ones and held reviews, as tabs like the verification lists'. */
export function ReportedReviewsTabs({ active, onChange }: Props) {
  return (
    <TabList
      tabs={REVIEW_DESK_STATUSES}
      active={active}
      onChange={onChange}
      label="Reviews by state"
      words={(status) => DESK_WORDS[status].tab}
      tabId={reportsTabId}
      panelId={REPORTS_PANEL_ID}
    />
  );
}
