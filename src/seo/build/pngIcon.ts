import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Distance from point p to the segment a-b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * The site's icon as a PNG of the given size: the blue rounded square with the white "M" stroke of
 * favicon.svg (same 32-unit geometry), drawn without any image library.
 */
export function renderIconPng(size: number): Buffer {
  const scale = size / 32;
  const stroke = [[7, 22], [7, 10], [12, 16], [16, 10], [20, 16], [25, 10], [25, 22]] as const;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const ux = (x + 0.5) / scale;
      const uy = (y + 0.5) / scale;
      const cx = Math.min(Math.max(ux, 8), 24);
      const cy = Math.min(Math.max(uy, 8), 24);
      const inside = Math.hypot(ux - cx, uy - cy) <= 8;
      let onStroke = false;
      for (let i = 0; i < stroke.length - 1 && !onStroke; i += 1) {
        const [ax, ay] = stroke[i] as readonly [number, number];
        const [bx, by] = stroke[i + 1] as readonly [number, number];
        onStroke = segmentDistance(ux, uy, ax, ay, bx, by) <= 1.3;
      }
      const offset = 1 + x * 4;
      if (inside) {
        const [r, g, b] = onStroke ? [255, 255, 255] : [11, 107, 203];
        row[offset] = r;
        row[offset + 1] = g;
        row[offset + 2] = b;
        row[offset + 3] = 255;
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
