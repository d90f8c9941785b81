import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Logo } from '@/components/logo';
import { SiteFooter } from '@/components/site-footer';

/** The centred card every sign-in page sits in, above the site's footer. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-blue-50 to-slate-50">
      <div className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10">
        <Logo />
        <main className="w-full max-w-md">
          <Card>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
