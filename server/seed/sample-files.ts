// Small valid files made in code for the demo data: avatars of a person's initials on a colour,
// which no one could take for a photo of a real person, and one-page PDF "documents", so nothing
// binary has to live in the repository (docs/decisions/0093-a-believable-demo-market.md).
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

// An RGB PNG from its rows of pixels (three bytes each), without interlacing.
function png(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The capital letters as strokes on a grid 10 units high (y down), each a list of polylines, with
// the letter's width: a plain sans serif, drawn with round ends at any size.
type Stroke = Array<[number, number]>;
interface Glyph {
  width: number;
  strokes: Stroke[];
}

/** Points along an ellipse, from one angle to another in degrees (counter-clockwise, y up). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Stroke {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 12));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy - ry * Math.sin(a)] as [number, number];
  });
}

// prettier-ignore
const GLYPHS: Record<string, Glyph> = {
  A: { width: 6.4, strokes: [[[0, 10], [3.2, 0], [6.4, 10]], [[1.1, 6.6], [5.3, 6.6]]] },
  B: { width: 5.8, strokes: [[[0, 0], [0, 10]], [[0, 0], [3.2, 0], ...arc(3.2, 2.45, 2.45, 2.45, 90, -90), [0, 4.9]], [[0, 4.9], [3.4, 4.9], ...arc(3.4, 7.45, 2.55, 2.55, 90, -90), [0, 10]]] },
  C: { width: 6.6, strokes: [arc(3.6, 5, 3.6, 5, 48, 312)] },
  D: { width: 6.2, strokes: [[[0, 0], [0, 10], [2.4, 10], ...arc(2.4, 5, 3.8, 5, -90, 90), [0, 0]]] },
  E: { width: 5.2, strokes: [[[5.2, 0], [0, 0], [0, 10], [5.2, 10]], [[0, 4.9], [4.4, 4.9]]] },
  F: { width: 5.2, strokes: [[[5.2, 0], [0, 0], [0, 10]], [[0, 4.9], [4.4, 4.9]]] },
  G: { width: 6.8, strokes: [[...arc(3.6, 5, 3.6, 5, 48, 360), [7.2, 5.4], [4.2, 5.4]]] },
  H: { width: 6, strokes: [[[0, 0], [0, 10]], [[6, 0], [6, 10]], [[0, 4.9], [6, 4.9]]] },
  I: { width: 2.8, strokes: [[[0, 0], [2.8, 0]], [[1.4, 0], [1.4, 10]], [[0, 10], [2.8, 10]]] },
  J: { width: 5, strokes: [[[5, 0], [5, 7.2], ...arc(2.5, 7.2, 2.5, 2.8, 0, -180)]] },
  K: { width: 5.8, strokes: [[[0, 0], [0, 10]], [[5.8, 0], [0, 6.2]], [[2.1, 4], [5.8, 10]]] },
  L: { width: 5, strokes: [[[0, 0], [0, 10], [5, 10]]] },
  M: { width: 7.6, strokes: [[[0, 10], [0, 0], [3.8, 7.4], [7.6, 0], [7.6, 10]]] },
  N: { width: 6, strokes: [[[0, 10], [0, 0], [6, 10], [6, 0]]] },
  O: { width: 7.4, strokes: [arc(3.7, 5, 3.7, 5, 0, 360)] },
  P: { width: 5.8, strokes: [[[0, 10], [0, 0], [3.1, 0], ...arc(3.1, 2.75, 2.75, 2.75, 90, -90), [0, 5.5]]] },
  Q: { width: 7.4, strokes: [arc(3.7, 5, 3.7, 5, 0, 360), [[4.6, 7.2], [7.4, 10.2]]] },
  R: { width: 5.8, strokes: [[[0, 10], [0, 0], [3.1, 0], ...arc(3.1, 2.75, 2.75, 2.75, 90, -90), [0, 5.5]], [[2.8, 5.5], [5.8, 10]]] },
  S: { width: 5.8, strokes: [[...arc(2.9, 2.5, 2.9, 2.5, 35, 270), ...arc(2.9, 7.5, 2.9, 2.5, 90, -145)]] },
  T: { width: 6.4, strokes: [[[0, 0], [6.4, 0]], [[3.2, 0], [3.2, 10]]] },
  U: { width: 6, strokes: [[[0, 0], [0, 7], ...arc(3, 7, 3, 3, 180, 360), [6, 0]]] },
  V: { width: 6.6, strokes: [[[0, 0], [3.3, 10], [6.6, 0]]] },
  W: { width: 9.4, strokes: [[[0, 0], [2.35, 10], [4.7, 2.6], [7.05, 10], [9.4, 0]]] },
  X: { width: 6, strokes: [[[0, 0], [6, 10]], [[6, 0], [0, 10]]] },
  Y: { width: 6.4, strokes: [[[0, 0], [3.2, 5.2], [6.4, 0]], [[3.2, 5.2], [3.2, 10]]] },
  Z: { width: 5.8, strokes: [[[0, 0], [5.8, 0], [0, 10], [5.8, 10]]] },
};

/** A person's initials as the avatar shows them: the first letter of the first and last names. */
function initialsOf(name: string): string {
  const letters = name
    .normalize('NFD')
    .split(/\s+/)
    .map((part) => /[A-Za-z]/.exec(part)?.[0]?.toUpperCase() ?? '')
    .filter(Boolean);
  return letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '?');
}

// deep, muted colours that white letters stand out on (a contrast of at least 4.5 to 1)
const COLOURS: ReadonlyArray<readonly [number, number, number]> = [
  [30, 64, 175],
  [17, 94, 89],
  [21, 101, 52],
  [91, 33, 182],
  [159, 18, 57],
  [146, 64, 14],
  [55, 48, 163],
  [21, 94, 117],
  [134, 25, 143],
  [71, 85, 105],
];

type Segment = [number, number, number, number];

/** The square of how far the point is from the segment. */
function distance2(px: number, py: number, [ax, ay, bx, by]: Segment): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return ex * ex + ey * ey;
}

/**
 * A square PNG of the person's initials in white on a colour of their own: an avatar, not a
 * photo. The letters are stroked with round ends and their edges smoothed by coverage. The demo
 * has a couple of hundred to make at the first start, so each pixel looks only at the strokes
 * near it.
 */
export function initialsPng(name: string, size = 96): Buffer {
  const hash = createHash('sha256').update(name).digest();
  const background = COLOURS[(hash[0] ?? 0) % COLOURS.length] ?? COLOURS[0]!;
  const glyphs = [...initialsOf(name)].map((c) => GLYPHS[c]).filter((g): g is Glyph => g !== undefined);
  const gap = 1.6;
  const textWidth = glyphs.reduce((w, g) => w + g.width, 0) + gap * Math.max(0, glyphs.length - 1);
  // the letters 38% of the height, in pixels per unit
  const scale = (size * 0.38) / 10;
  const half = 0.8 * scale;
  const left = (size - textWidth * scale) / 2;
  const top = (size - 10 * scale) / 2;
  const segments: Segment[] = [];
  let x = left;
  for (const glyph of glyphs) {
    for (const stroke of glyph.strokes) {
      for (let i = 1; i < stroke.length; i += 1) {
        const [ax, ay] = stroke[i - 1]!;
        const [bx, by] = stroke[i]!;
        segments.push([x + ax * scale, top + ay * scale, x + bx * scale, top + by * scale]);
      }
    }
    x += (glyph.width + gap) * scale;
  }
  const stride = size * 3 + 1; // each row starts with filter byte 0
  const rows = Buffer.alloc(stride * size);
  const reach = half + 1;
  for (let py = 0; py < size; py += 1) {
    const cy = py + 0.5;
    const near = segments.filter(
      (s) => Math.min(s[1], s[3]) - reach <= cy && cy <= Math.max(s[1], s[3]) + reach,
    );
    const from = Math.min(...near.map((s) => Math.min(s[0], s[2]) - reach));
    const to = Math.max(...near.map((s) => Math.max(s[0], s[2]) + reach));
    for (let px = 0; px < size; px += 1) {
      const cx = px + 0.5;
      let d2 = reach * reach;
      if (cx >= from && cx <= to) for (const segment of near) d2 = Math.min(d2, distance2(cx, cy, segment));
      const ink = Math.max(0, Math.min(1, half + 0.5 - Math.sqrt(d2)));
      const at = py * stride + 1 + px * 3;
      for (let c = 0; c < 3; c += 1) rows[at + c] = Math.round(background[c]! + (255 - background[c]!) * ink);
    }
  }
  return png(size, size, rows);
}

// A minimal one-page PDF 1.4 with a line of text, with a correct cross-reference table.
export function samplePdf(title: string): Buffer {
  const text = title.replace(/[\\()]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
