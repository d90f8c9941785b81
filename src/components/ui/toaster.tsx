import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { dismissToast, useToasts } from '@/components/ui/use-toast';

// spec §8–9: region 'Notifications', close button 'Close toast', dismissed after 5 s; one at a
// time (use-toast.ts).
const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} label="Notification">
      {toasts.map(({ id, title, description, variant }) => (
        <Toast
          key={id}
          variant={variant ?? 'default'}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label="Notifications" />
    </ToastProvider>
  );
}
