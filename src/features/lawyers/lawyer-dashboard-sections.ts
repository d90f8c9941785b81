// The lawyer dashboard's sections beside and under its leads: the upcoming consultations and the
// reviews. The page draws its heading, figures and New Client Cases without them, then loads both
// as one file (docs/decisions/0137-dashboards-draw-their-first-cards-first.md).
export { UpcomingConsultations } from '@/features/lawyers/consultations/upcoming-consultations';
export { ReviewSection } from '@/features/lawyers/reviews/review-section';
