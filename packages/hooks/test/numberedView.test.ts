import { describe, expect, it } from 'vitest';
import { numberedView } from '../src/copilot/numberedView.js';

/** Copilot's `view` numbering (github/copilot-sdk#73: `9.  // example` above `10. // example`), read without its numbers. */
describe('numberedView', () => {
  it('the documented shape: the text of every line at the widest number’s column', () => {
    expect(numberedView('9.  // example\n10. // example')).toEqual({ lines: ['// example', '// example'], start: 9 });
    expect(numberedView('1. # Tides\n2.\n3. text\n')).toEqual({ lines: ['# Tides', '', 'text'], start: 1 });
  });

  it('not aligned (`9. x` above `10. x`): read just past the number, its dot and one space; a line’s own indent kept', () => {
    expect(numberedView('9. a\n10.   b')).toEqual({ lines: ['a', '  b'], start: 9 });
  });

  it('not a numbered view: a line unnumbered, numbers not consecutive, a folder’s listing', () => {
    expect(numberedView('1. a\nb')).toBeUndefined();
    expect(numberedView('1. a\n3. b')).toBeUndefined();
    expect(numberedView('src/\nREADME.md')).toBeUndefined();
    expect(numberedView('1.a')).toBeUndefined();
  });
});
