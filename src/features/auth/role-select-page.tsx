import { Briefcase, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { SiteFooter } from '@/components/site-footer';
import { registerPath } from '@/session/role-paths';

const CHOICES = [
  {
    role: 'client',
    title: "I'm a Client",
    text: 'I need legal help and want to find a verified lawyer.',
    Icon: UserRound,
  },
  {
    role: 'lawyer',
    title: "I'm a Lawyer",
    text: 'I am a legal professional and want to offer my services.',
    Icon: Briefcase,
  },
] as const;

export function RoleSelectPage() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-blue-50 to-slate-50">
      <div className="flex flex-1 flex-col items-center justify-center gap-8 px-4 py-10">
        <Logo />
        <main className="w-full max-w-2xl text-center">
          <h1 className="text-3xl font-bold text-slate-900">Who are you?</h1>
          <p className="mt-2 text-slate-700">Choose how you would like to use LawMatch.</p>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            {CHOICES.map(({ role, title, text, Icon }) => (
              <Link
                key={role}
                to={registerPath(role)}
                className="group flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 shadow-sm transition hover:border-blue-700 hover:shadow-md"
              >
                <Icon className="size-10 text-blue-800" aria-hidden="true" />
                <span className="text-lg font-semibold text-slate-900">{title}</span>
                <span className="text-sm text-slate-700">{text}</span>
              </Link>
            ))}
          </div>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
