// The frames of the signed-in pages: what each paints from the HTML before any script runs
// (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md); the public pages' are in
// public-frames.tsx (docs/decisions/0162-public-pages-paint-from-a-frame.md). The build renders them once
// (render-frames.tsx) into the files a host serves for paths without a file of their own;
// the page guard (src/app/page-guard.ts) names the frame the address matches, the stylesheet shows
// that one alone (src/styles.css), and the app removes them all when it draws the page
// (src/app/start.tsx). Each is laid out like its page (the dashboards' shell,
// src/app/dashboard-layout.tsx, and the page's own heading and first cards), with the page's
// heading where its text is fixed and skeletons for the rest. A lawyer's profile has one too, which
// the build gives: the profile's own loading state, prerendered
// (docs/decisions/0141-a-profile-paints-from-any-file.md).
import type { ReactNode } from 'react';
import { FRAME_ATTRIBUTE_OF, FRAMES_ID, SIGNED_IN_FRAMES_ATTRIBUTE } from '@/app/page-guard';
import { BackBar, Bar, CardBar, FrameHeader, FrameHeading } from '@/app/frames/frame-parts';
import { PublicFrames } from '@/app/frames/public-frames';
import { paths } from '@/lib/paths';

const narrow = 'mx-auto grid max-w-3xl';

/** Each signed-in page's frame, by its path (src/app/signed-in-pages.ts). */
const FRAMES: Record<string, ReactNode> = {
  [paths.clientDashboard]: (
    <>
      <FrameHeading title="Client Dashboard" />
      <div className="grid gap-6 md:grid-cols-2">
        <CardBar className="h-44" />
        <CardBar className="h-44" />
      </div>
    </>
  ),
  [paths.clientCases]: (
    <>
      <BackBar />
      <FrameHeading
        title="Your cases"
        line="The cases you have posted, and how many lawyers have responded."
      />
      <div className="grid gap-4">
        <CardBar className="h-32" />
        <CardBar className="h-32" />
      </div>
    </>
  ),
  [paths.clientCase]: (
    <>
      <BackBar />
      <FrameHeading />
      <CardBar className="h-48" />
    </>
  ),
  [paths.lawyerDashboard]: (
    <>
      <FrameHeading title="Lawyer Dashboard" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <CardBar className="h-28" />
        <CardBar className="h-28" />
        <CardBar className="h-28" />
        <CardBar className="h-28" />
      </div>
    </>
  ),
  [paths.lawyerProfile]: (
    <>
      <FrameHeading title="Lawyer Profile" />
      <CardBar className="h-40" />
    </>
  ),
  [paths.lead]: (
    <div className={`${narrow} gap-4`}>
      <BackBar className="" />
      <Bar className="h-9 w-2/3 rounded" />
      <CardBar className="h-48" />
    </div>
  ),
  [paths.lawyerAvailability]: (
    <div className={narrow}>
      <BackBar />
      <FrameHeading title="Booking settings" line="When clients can book a consultation with you, and how." />
      <CardBar className="h-64" />
    </div>
  ),
  [paths.lawyerServices]: (
    <div className={narrow}>
      <BackBar />
      <FrameHeading
        title="Services and prices"
        line="What you charge for each service, in total, with VAT and disbursements. Clients see them on your profile and your card, beside your rating."
      />
      <CardBar className="h-64" />
    </div>
  ),
  [paths.adminDashboard]: (
    <>
      <FrameHeading
        title="Admin Dashboard"
        line="Platform figures, the lawyers waiting for verification and the reviews people reported."
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CardBar className="h-24" />
        <CardBar className="h-24" />
        <CardBar className="h-24" />
      </div>
    </>
  ),
  [paths.account]: (
    <div className={`${narrow} gap-6`}>
      <FrameHeading title="Your account" line="Your details, your data, and closing your account." />
      <CardBar className="h-28" />
      <CardBar className="h-44" />
    </div>
  ),
};

/** Every frame, hidden until the page guard names one: the signed-in pages' (one header for all,
 * then each page's part of the dashboards' `main`, src/app/dashboard-layout.tsx); the public
 * pages', each with its own layout (public-frames.tsx,
 * docs/decisions/0162-public-pages-paint-from-a-frame.md); and, when the build gives it, a lawyer's
 * profile's: the profile's own loading state as the build prerendered it (`profile`,
 * docs/decisions/0141-a-profile-paints-from-any-file.md). No display classes on the
 * elements the stylesheet shows and hides: the utilities' layer would win over its rules. */
export function Frames({ profile = '' }: { profile?: string }) {
  return (
    <div id={FRAMES_ID}>
      <div {...{ [SIGNED_IN_FRAMES_ATTRIBUTE]: '' }}>
        <div className="flex min-h-screen flex-col">
          <FrameHeader />
          <main aria-busy="true" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
            {Object.entries(FRAMES).map(([path, frame]) => (
              <div key={path} {...{ [FRAME_ATTRIBUTE_OF]: path }}>
                {frame}
              </div>
            ))}
          </main>
        </div>
      </div>
      <PublicFrames />
      {profile ? (
        <div
          {...{ [FRAME_ATTRIBUTE_OF]: paths.lawyerPublic }}
          dangerouslySetInnerHTML={{ __html: profile }}
        />
      ) : null}
    </div>
  );
}
