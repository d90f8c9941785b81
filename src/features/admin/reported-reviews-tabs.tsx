import { TabList } from '@/components/ui/tab-list';
import { REPORTS_PANEL_ID, reportsTabId, type ReportStatus } from '@/features/admin/reported-reviews-queries';

const REPORT_STATUSES = ['open', 'decided'] as const satisfies readonly ReportStatus[];
const LABELS: Record<ReportStatus, string> = { open: 'Open', decided: 'Decided' };

interface Props {
  active: ReportStatus;
  onChange: (status: ReportStatus) => void;
}

/** Open and decided reports, as tabs like the verification lists'. */
export function ReportedReviewsTabs({ active, onChange }: Props) {
  return (
    <TabList
      tabs={REPORT_STATUSES}
      active={active}
      onChange={onChange}
      label="Reported reviews by state"
      words={(status) => LABELS[status]}
      tabId={reportsTabId}
      panelId={REPORTS_PANEL_ID}
    />
  );
}
