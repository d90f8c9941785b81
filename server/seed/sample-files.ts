// Small valid files made in code for the demo data: identicon-style PNG avatars and
// one-page PDF "documents", so nothing binary has to live in the repository.
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

// A symmetric 5×5 pattern in a colour derived from the seed, 80×80 pixels. Each band of cells is
// drawn once and copied down its 16 rows: the demo has a couple of hundred of these to make at
// the first start (docs/decisions/0093-a-believable-demo-market.md).
export function avatarPng(seed: string): Buffer {
  const hash = createHash('sha256').update(seed).digest();
  const colour = [hash[0] ?? 0, hash[1] ?? 0, hash[2] ?? 0].map((c) => 60 + (c % 150));
  const background = [240, 242, 245];
  const size = 80;
  const cell = 16;
  const stride = size * 3 + 1; // each row starts with filter byte 0
  const rows = Buffer.alloc(stride * size);
  for (let band = 0; band < size / cell; band += 1) {
    const first = band * cell * stride;
    for (let x = 0; x < size; x += 1) {
      const col = Math.floor(x / cell);
      const mirrored = col > 2 ? 4 - col : col;
      const bit = ((hash[3 + band] ?? 0) >> mirrored) & 1;
      rows.set(bit ? colour : background, first + 1 + x * 3);
    }
    for (let y = 1; y < cell; y += 1) rows.copyWithin(first + y * stride, first, first + stride);
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
