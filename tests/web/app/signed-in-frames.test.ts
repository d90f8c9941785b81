// Every signed-in page has a frame (docs/decisions/0135-signed-in-pages-paint-from-a-frame.md): the
// page guard's list of frames is the list of signed-in pages (src/app/signed-in-pages.ts), and each
// frame is in the markup the build writes and has its rule in the stylesheet; so has every public
// page's (docs/decisions/0162-public-pages-paint-from-a-frame.md). The journey that
// shows each frame is e2e/signed-in-frames.spec.ts.
import { readFileSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderFramesHtml } from '@/app/frames/render-frames';
import {
  FRAME_ATTRIBUTE,
  FRAME_ATTRIBUTE_OF,
  FRAME_PATHS,
  PUBLIC_FRAME_PATHS,
  SIGNED_IN_FRAMES_ATTRIBUTE,
} from '@/app/page-guard';
import { PRERENDERED_PATHS } from '@/app/prerender';
import { routes } from '@/app/routes';
import { signedInPageAt } from '@/app/signed-in-pages';
import { paths, pathTo } from '@/lib/paths';

const routePaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);

describe("the signed-in pages' frames", () => {
  it('are those of the signed-in pages, every one', () => {
    const signedIn = routePaths(routes).filter((path) => signedInPageAt(pathTo(path, '7')));
    expect([...FRAME_PATHS].sort()).toEqual(signedIn.sort());
  });

  it.each(FRAME_PATHS)('%s has its frame in the markup and its rule in the stylesheet', (path) => {
    const frames = renderFramesHtml();
    expect(frames.split(`${FRAME_ATTRIBUTE_OF}="${path}"`)).toHaveLength(2);
    const css = readFileSync('src/styles.css', 'utf8');
    expect(css).toContain(`html[${FRAME_ATTRIBUTE}='${path}'] [${FRAME_ATTRIBUTE_OF}='${path}']`);
  });

  it("the public pages with a frame are the prerendered ones but the landing page, and the e-mails' sign-in pages", () => {
    // docs/decisions/0162-public-pages-paint-from-a-frame.md; the journeys are
    // e2e/signed-in-frames.spec.ts and e2e/host-settings.spec.ts
    expect([...PUBLIC_FRAME_PATHS].sort()).toEqual(
      [
        ...PRERENDERED_PATHS.filter((path) => path !== paths.home),
        paths.forgotPassword,
        paths.resetPassword,
      ].sort(),
    );
  });

  it.each(PUBLIC_FRAME_PATHS)(
    "%s has its frame in the markup, and its rules in the stylesheet: shown, without the dashboards' header",
    (path) => {
      expect(renderFramesHtml().split(`${FRAME_ATTRIBUTE_OF}="${path}"`)).toHaveLength(2);
      const css = readFileSync('src/styles.css', 'utf8');
      expect(css).toContain(`html[${FRAME_ATTRIBUTE}='${path}'] [${FRAME_ATTRIBUTE_OF}='${path}']`);
      expect(css).toContain(`html[${FRAME_ATTRIBUTE}='${path}'] [${SIGNED_IN_FRAMES_ATTRIBUTE}]`);
    },
  );

  it("a lawyer's profile has its frame, from the markup the build gives, and its rule", () => {
    // docs/decisions/0141-a-profile-paints-from-any-file.md; the journey is e2e/public-profile-frame.spec.ts
    const path = paths.lawyerPublic;
    expect(renderFramesHtml()).not.toContain(`${FRAME_ATTRIBUTE_OF}="${path}"`);
    expect(renderFramesHtml('<main>the profile</main>')).toContain(
      `<div ${FRAME_ATTRIBUTE_OF}="${path}"><main>the profile</main></div>`,
    );
    const css = readFileSync('src/styles.css', 'utf8');
    expect(css).toContain(`html[${FRAME_ATTRIBUTE}='${path}'] [${FRAME_ATTRIBUTE_OF}='${path}']`);
    expect(css).toContain(`html[${FRAME_ATTRIBUTE}='${path}'] [${SIGNED_IN_FRAMES_ATTRIBUTE}]`);
  });
});
