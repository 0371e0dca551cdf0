import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV (RFC 4180)', () => {
  it('quotes fields with a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });

  it('never lets a spreadsheet run a text field as a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-3')).toBe("'-3");
    expect(csvField(-3)).toBe('-3');
  });

  it('writes a header row and CRLF-ended records in column order', () => {
    expect(
      toCsv(['b', 'a'] as const, [
        { a: 1, b: 'x' },
        { a: 2, b: 'y,z' },
      ]),
    ).toBe('b,a\r\nx,1\r\n"y,z",2\r\n');
    expect(toCsv(['a'] as const, [])).toBe('a\r\n');
  });
});
