import { afterEach, describe, expect, it } from 'vitest';
import { focusScope, topDialog } from './dialog-scope';
import { controlAfter, controlsIn } from './focus-order';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};
const ids = (elements: readonly Element[]) => elements.map((element) => element.id);

describe('keypad focus order', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('walks every enabled control in reading order, each radio of a group too, nothing a dialog hides', () => {
    page(`
      <header><button id="emergency">Emergency</button></header>
      <main id="main" tabindex="-1">
        <a id="link" href="/x">Link</a>
        <button id="off" disabled>Off</button>
        <input id="r1" type="radio" name="o" checked><input id="r2" type="radio" name="o">
        <div aria-hidden="true"><button id="hidden">Hidden</button></div>
        <input id="entry">
      </main>`);
    expect(ids(controlsIn(document.body, { displayCheck: 'none' }))).toEqual([
      'emergency',
      'link',
      'r1',
      'r2',
      'entry',
    ]);
  });

  it('moves to the next and previous control and wraps at both ends (never stuck)', () => {
    page('<button id="a">A</button><button id="b">B</button><button id="c">C</button>');
    const controls = controlsIn(document.body, { displayCheck: 'none' });
    const [a, , c] = controls;
    expect(controlAfter(controls, a ?? null, 1)?.id).toBe('b');
    expect(controlAfter(controls, c ?? null, 1)?.id).toBe('a');
    expect(controlAfter(controls, a ?? null, -1)?.id).toBe('c');
    expect(controlAfter(controls, document.body, 1)?.id).toBe('a');
    expect(controlAfter(controls, document.body, -1)?.id).toBe('c');
  });

  it('from the main content after a navigation, goes to its first control (or the last one before it)', () => {
    page('<button id="head">Head</button><main id="main" tabindex="-1"><button id="first">F</button></main>');
    const controls = controlsIn(document.body, { displayCheck: 'none' });
    const main = document.getElementById('main');
    expect(controlAfter(controls, main, 1)?.id).toBe('first');
    expect(controlAfter(controls, main, -1)?.id).toBe('head');
  });

  it('keeps focus within the dialog on top', () => {
    page(`<button id="behind">Behind</button>
      <div role="dialog" aria-modal="true" id="first-dialog"><button id="one">1</button></div>
      <div role="dialog" aria-modal="true" id="top"><button id="two">2</button></div>`);
    expect(topDialog()?.id).toBe('top');
    expect(ids(controlsIn(focusScope(), { displayCheck: 'none' }))).toEqual(['two']);
  });
});
