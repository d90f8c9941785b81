// The public pages' frames (docs/decisions/0162-public-pages-paint-from-a-frame.md): where a host
// serves index.html or the empty shell at a public page's address (its own file is not used
// there), the page paints from one of these before any script runs, as the signed-in pages do
// (frames.tsx). Each is laid out like its page: the sign-in pages' centred card
// (src/features/auth/auth-layout.tsx) or the site's header and a page of words
// (src/features/trust/trust-page.tsx, the directory), with the page's heading and first line where
// their text is fixed, and skeletons for the rest. Nothing in them is a link or a field: the
// app's page replaces the frame before anything can be clicked or typed into.
import type { ReactNode } from 'react';
import { Bar, CardBar, FrameBrand, FrameHeader } from '@/app/frames/frame-parts';
import { FRAME_ATTRIBUTE_OF } from '@/app/page-guard';
import { DIRECTORY_INTRO } from '@/features/cases/directory/directory-words';
import { COMPLAINTS } from '@/features/trust/complaints-content';
import { CONTACT } from '@/features/trust/contact-content';
import { HOW_WE_RANK } from '@/features/trust/how-we-rank-content';
import { PRIVACY } from '@/features/trust/privacy-content';
import { REVIEW_POLICY } from '@/features/trust/review-policy-content';
import { TERMS } from '@/features/trust/terms-content';
import { TEXTS_UPDATED, type Rich, type TrustPageContent } from '@/features/trust/trust-content';
import { paths } from '@/lib/paths';

/** A sign-in page: the brand above the page's card or choices, on the sign-in pages' ground. */
function AuthFrame({ children, gap = 'gap-6' }: { children: ReactNode; gap?: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-blue-50 to-slate-50">
      <div className={`flex flex-1 flex-col items-center justify-center ${gap} px-4 py-10`}>
        <FrameBrand />
        {children}
      </div>
    </div>
  );
}

/** The card of a sign-in form: its heading and line, `line` a bar where it depends on the address. */
function AuthCardFrame({ title, line }: { title: string; line?: string }) {
  return (
    <AuthFrame>
      <main aria-busy="true" className="w-full max-w-md">
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="flex flex-col gap-1.5 p-6 text-center">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {line ? (
              <p className="text-sm text-slate-600">{line}</p>
            ) : (
              <Bar className="mx-auto h-5 w-56 max-w-full rounded" />
            )}
          </div>
          <div className="grid gap-4 px-6 pb-6">
            <Bar className="h-16 rounded-md" />
            <Bar className="h-16 rounded-md" />
            <Bar className="h-10 rounded-md" />
          </div>
        </div>
      </main>
    </AuthFrame>
  );
}

/** A page of the site: its header as it looks before the session is known, then `children`. */
function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <FrameHeader links="w-56" />
      {children}
    </div>
  );
}

/** A run of a trust page's words as plain text: its links are the page's, once it is there. */
const plain = (rich: Rich) =>
  typeof rich === 'string' ? rich : rich.map((run) => (typeof run === 'string' ? run : run.text)).join('');

/** A trust page: its heading, its first paragraph and its date, as the page opens
 * (src/features/trust/trust-page.tsx). */
const trustFrame = (content: TrustPageContent) => (
  <SiteFrame>
    <main
      aria-busy="true"
      className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 leading-relaxed text-slate-700 sm:px-6"
    >
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content.title}</h1>
      <p className="mt-4 text-lg">{plain(content.intro)}</p>
      <p className="mt-2 text-sm text-slate-600">Last updated {TEXTS_UPDATED}</p>
      <CardBar className="mt-8 h-48" />
    </main>
  </SiteFrame>
);

/** Each public page's frame, by its path: those src/app/page-guard.ts lists as PUBLIC_FRAME_PATHS. */
const PUBLIC_FRAMES: Record<string, ReactNode> = {
  [paths.login]: <AuthCardFrame title="Welcome Back" line="Sign in to your LawMatch account" />,
  // the line says who is registering, from the address
  [paths.register]: <AuthCardFrame title="Create Account" />,
  [paths.forgotPassword]: (
    <AuthCardFrame title="Forgot your password?" line="We will e-mail you a link to choose a new one." />
  ),
  [paths.resetPassword]: (
    <AuthCardFrame title="Choose a new password" line="Then sign in with it on every device." />
  ),
  [paths.roleSelect]: (
    <AuthFrame gap="gap-8">
      <main aria-busy="true" className="w-full max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-slate-900">Who are you?</h1>
        <p className="mt-2 text-slate-700">Choose how you would like to use LawMatch.</p>
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          <CardBar className="h-48" />
          <CardBar className="h-48" />
        </div>
      </main>
    </AuthFrame>
  ),
  [paths.directory]: (
    <SiteFrame>
      <main aria-busy="true" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Find a lawyer</h1>
        <p className="mt-2 max-w-2xl text-slate-700">{DIRECTORY_INTRO}</p>
        <CardBar className="mt-6 h-64 sm:h-44" />
      </main>
    </SiteFrame>
  ),
  [paths.privacy]: trustFrame(PRIVACY),
  [paths.terms]: trustFrame(TERMS),
  [paths.complaints]: trustFrame(COMPLAINTS),
  [paths.contact]: trustFrame(CONTACT),
  [paths.reviewPolicy]: trustFrame(REVIEW_POLICY),
  [paths.howWeRank]: trustFrame(HOW_WE_RANK),
};

/** The public pages' frames, each in its element named by its path, hidden until the page guard
 * names one (frames.tsx). */
export function PublicFrames() {
  return Object.entries(PUBLIC_FRAMES).map(([path, frame]) => (
    <div key={path} {...{ [FRAME_ATTRIBUTE_OF]: path }}>
      {frame}
    </div>
  ));
}
