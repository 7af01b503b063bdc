import type { FeedFormat } from '@portal/contracts/catalog-feed';

/**
 * A feed file cut into parts for the operator API (docs/catalog-feed.md): whole rows only, about `maxBytes` each. A
 * JSON Lines row ends at a line break; a CSV row at a line break outside quotes (RFC 4180: a quote inside a quoted
 * cell is doubled, so the count of quotes before a break says whether it is inside one). Every CSV part after the
 * first starts with the file's header. Line numbers are the file's own.
 */
export interface FeedPart {
  /** 0 for the first. */
  number: number;
  /** The file's line number of the part's first row (after the header, for CSV). */
  firstLine: number;
  bytes: Buffer;
  /** Line breaks in the part's own rows: about how many rows it holds. */
  lines: number;
}

const LF = 0x0a;
const QUOTE = 0x22;

function countLines(buffer: Buffer, start: number, end: number): number {
  let lines = 0;
  for (let at = buffer.indexOf(LF, start); at !== -1 && at < end; at = buffer.indexOf(LF, at + 1)) lines++;
  return lines;
}

export async function* feedParts(
  chunks: AsyncIterable<Buffer>,
  format: FeedFormat,
  maxBytes: number,
): AsyncGenerator<FeedPart> {
  let pending: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  /** Where the scan for row ends goes on, whether it is inside quotes there, and the last row end found. */
  let scanned = 0;
  let quoted = false;
  let lastEnd = 0;
  let header: Buffer | null = format === 'csv' ? null : Buffer.alloc(0);
  let number = 0;
  let line = 1;

  const scan = () => {
    if (format === 'jsonl') {
      const end = pending.lastIndexOf(LF);
      lastEnd = end === -1 ? 0 : end + 1;
      scanned = pending.length;
      return;
    }
    for (let i = scanned; i < pending.length; i++) {
      const byte = pending[i];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) {
        lastEnd = i + 1;
        if (header === null) {
          header = Buffer.from(pending.subarray(0, lastEnd));
          line = 2;
        }
      }
    }
    scanned = pending.length;
  };

  const cut = (end: number): FeedPart => {
    const own = pending.subarray(0, end);
    const start = number === 0 && header ? header.length : 0;
    const lines = countLines(own, start, own.length);
    const part: FeedPart = {
      number,
      firstLine: line,
      bytes: number === 0 || !header?.length ? Buffer.from(own) : Buffer.concat([header, own]),
      lines,
    };
    number++;
    line += lines + (own.length > 0 && own[own.length - 1] !== LF ? 1 : 0);
    pending = pending.subarray(end);
    scanned -= end;
    lastEnd = 0;
    return part;
  };

  for await (const chunk of chunks) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    scan();
    if (pending.length >= maxBytes && lastEnd > 0) yield cut(lastEnd);
  }
  if (pending.length > 0 || number === 0) yield cut(pending.length);
}
