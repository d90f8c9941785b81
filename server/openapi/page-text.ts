// Text helpers of the reference page: HTML escaping and the little Markdown the document's
// descriptions use (paragraphs, `code`, **bold**).
export type Json = Record<string, unknown>;

export function esc(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Paragraphs of escaped text, with `code` and **bold** marked up; empty for no text. */
export function prose(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  return value
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${esc(paragraph)
          .replace(/`([^`]+)`/g, '<code>$1</code>')
          .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')}</p>`,
    )
    .join('');
}
