/**
 * What a download answers to its Range and If-Range headers (RFC 9110 §14): the whole file (200), one
 * range of it (206), or none (416, the range lies outside). A range is honoured only while If-Range, when
 * sent, is the file's ETag: a resumed download of a file that changed starts again from its first byte.
 * Several ranges at once are answered with the whole file, which the RFC allows.
 */
export type RangeAnswer =
  { status: 200; start: 0; end: number } | { status: 206; start: number; end: number } | { status: 416 };

export function answerRange(
  size: number,
  etag: string,
  range: string | undefined,
  ifRange: string | undefined,
): RangeAnswer {
  const whole = { status: 200 as const, start: 0 as const, end: size - 1 };
  if (!range || (ifRange !== undefined && ifRange !== etag)) return whole;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (!match[1] && !match[2])) return whole;
  const [first, last] = [match[1], match[2]];
  if (!first) {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { status: 416 };
    return { status: 206, start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (start >= size || (last && Number(last) < start)) return { status: 416 };
  return { status: 206, start, end };
}
