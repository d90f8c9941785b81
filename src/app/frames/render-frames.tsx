import { renderToStaticMarkup } from 'react-dom/server';
import { Frames } from '@/app/frames/frames';

/** The frames as markup, for the build (scripts/build/prerender-pages.ts,
 * docs/decisions/0135-signed-in-pages-paint-from-a-frame.md): the signed-in pages', and the
 * profile's from its prerendered markup when given
 * (docs/decisions/0141-a-profile-paints-from-any-file.md). */
export const renderFramesHtml = (profile?: string) => renderToStaticMarkup(<Frames profile={profile} />);
