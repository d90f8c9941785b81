import { renderToStaticMarkup } from 'react-dom/server';
import { Frames } from '@/app/frames/frames';

/** The signed-in pages' frames as markup, for the build (scripts/build/prerender-pages.ts,
 * docs/decisions/0135-signed-in-pages-paint-from-a-frame.md). */
export const renderFramesHtml = () => renderToStaticMarkup(<Frames />);
