// The index's file: a JSON head (what is read as values) and sections of 32-bit cells (what is read
// as a view of the file's own bytes: the packed rows). Its layout, all numbers little-endian:
//   "CHGI", the head's length in bytes, the number of sections, each section's length in cells,
//   the head (UTF-8), zeros to a multiple of 4 bytes, then the sections one after another.
// A file of any other length than these add up to is damaged (a truncated write, say).
import { endianness } from 'node:os';

const MAGIC = 0x49474843; // "CHGI" read as a little-endian 32-bit number
const littleEndian = endianness() === 'LE';

/** The cells as little-endian bytes. */
function bytesOf(cells: Int32Array): Buffer {
  const bytes = Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength);
  return littleEndian ? bytes : Buffer.from(bytes).swap32();
}

/** The index's file from its head and its sections of cells. */
export function encodeIndexFile(head: unknown, sections: readonly Int32Array[]): Buffer {
  const text = Buffer.from(JSON.stringify(head));
  const prefix = Buffer.alloc(12 + 4 * sections.length);
  prefix.writeUInt32LE(MAGIC, 0);
  prefix.writeUInt32LE(text.length, 4);
  prefix.writeUInt32LE(sections.length, 8);
  sections.forEach((cells, index) => prefix.writeUInt32LE(cells.length, 12 + 4 * index));
  const padding = Buffer.alloc((4 - ((prefix.length + text.length) % 4)) % 4);
  return Buffer.concat([prefix, text, padding, ...sections.map(bytesOf)]);
}

/** The cells of `length` at `offset` in the file (a view of its bytes where they are aligned). */
function cellsAt(bytes: Buffer, offset: number, length: number): Int32Array {
  const start = bytes.byteOffset + offset;
  if (littleEndian && start % 4 === 0) return new Int32Array(bytes.buffer, start, length);
  const copy = Buffer.from(bytes.subarray(offset, offset + 4 * length));
  if (!littleEndian) copy.swap32();
  return new Int32Array(copy.buffer, copy.byteOffset, length);
}

/** The head and sections of an index's file; undefined when it is not one, or damaged. */
export function decodeIndexFile(
  bytes: Buffer,
): { head: unknown; sections: Int32Array[] } | undefined {
  if (bytes.length < 12 || bytes.readUInt32LE(0) !== MAGIC) return undefined;
  const headLength = bytes.readUInt32LE(4);
  const count = bytes.readUInt32LE(8);
  let offset = 12 + 4 * count;
  if (offset > bytes.length) return undefined;
  const lengths: number[] = [];
  for (let index = 0; index < count; index++) lengths.push(bytes.readUInt32LE(12 + 4 * index));
  const headStart = offset;
  offset += headLength;
  offset += (4 - (offset % 4)) % 4;
  const cellBytes = lengths.reduce((sum, length) => sum + 4 * length, 0);
  if (offset + cellBytes !== bytes.length) return undefined;
  let head: unknown;
  try {
    head = JSON.parse(bytes.toString('utf8', headStart, headStart + headLength));
  } catch {
    return undefined;
  }
  const sections = lengths.map((length) => {
    const cells = cellsAt(bytes, offset, length);
    offset += 4 * length;
    return cells;
  });
  return { head, sections };
}
