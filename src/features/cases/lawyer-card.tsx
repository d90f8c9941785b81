import { Avatar } from '@/components/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { LawyerFacts, type CardLawyer } from '@/features/cases/lawyer-facts';

// Booking arrives with a later release; until then the button says so instead of pretending.
function announceBookingSoon() {
  toast({ title: 'Booking coming soon', description: 'Online booking is not available yet.' });
}

export function LawyerCard({ lawyer }: { lawyer: CardLawyer }) {
  const headingId = `lawyer-${lawyer.id}-name`;
  return (
    <Card className="flex h-full flex-col p-5" aria-labelledby={headingId} role="article">
      <div className="flex items-center gap-4">
        <Avatar name={lawyer.name} src={lawyer.profile_picture} />
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-lg font-semibold text-slate-900">
            {lawyer.name}
          </h3>
          <p className="text-sm font-medium text-blue-800">{lawyer.specialization}</p>
        </div>
      </div>
      <div className="mt-4 flex-1">
        <LawyerFacts lawyer={lawyer} />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <Button size="sm" onClick={announceBookingSoon}>
          Book Consultation
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button size="sm" variant="outline" aria-label={`View Profile of ${lawyer.name}`}>
              View Profile
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <div className="flex items-center gap-4">
                <Avatar name={lawyer.name} src={lawyer.profile_picture} large />
                <div>
                  <DialogTitle>{lawyer.name}</DialogTitle>
                  <DialogDescription>{lawyer.specialization}</DialogDescription>
                </div>
              </div>
            </DialogHeader>
            <LawyerFacts lawyer={lawyer} />
            {/* closes the dialog first: while it is open, everything outside it (the
                notifications too) is hidden from screen readers */}
            <DialogClose asChild>
              <Button onClick={announceBookingSoon}>Book Consultation</Button>
            </DialogClose>
          </DialogContent>
        </Dialog>
      </div>
    </Card>
  );
}
