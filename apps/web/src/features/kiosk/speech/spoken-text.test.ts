import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/i18n';
import { speechScreenOf } from './speech-screens';
import { describeControl, joinSentences, spokenTextOf } from './spoken-text';
import { nextVolume } from './speech-volume';

const t = i18n.getFixedT('en');
const place = { index: 3, count: 11 };

describe('spoken text', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says a control: name, price as money with its currency name, kind, place', () => {
    document.body.innerHTML = `<a href="/p" id="card"><svg aria-hidden="true"></svg><h2>Naloxone Nasal Spray 2-Pack</h2>
      <p data-speech="22.50 US dollars">$22.50</p></a>`;
    const card = document.getElementById('card') as HTMLElement;
    expect(describeControl(card, place, t)).toBe(
      'Naloxone Nasal Spray 2-Pack, 22.50 US dollars, button, 3 of 11',
    );
  });

  it('says options, toggles, entries (a secret only by its length) and descriptions', () => {
    document.body.innerHTML = `
      <label><input type="radio" id="radio" checked> 2 mg</label>
      <button id="toggle" aria-pressed="false">More time</button>
      <label for="dob">Date of birth</label><input id="dob" value="1990-01">
      <label for="code">Access code</label><input id="code" type="password" value="abcd">
      <p id="total">Total: Free</p><button id="start" aria-describedby="total">Start order</button>`;
    const control = (id: string) => document.getElementById(id) as HTMLElement;
    expect(describeControl(control('radio'), place, t)).toBe('2 mg, selected, option, 3 of 11');
    expect(describeControl(control('toggle'), place, t)).toBe('More time, off, button, 3 of 11');
    expect(describeControl(control('dob'), place, t)).toBe('Date of birth, 1 9 9 0 - 0 1, entry, 3 of 11');
    expect(describeControl(control('code'), place, t)).toBe(
      'Access code, 4 characters entered, entry, 3 of 11',
    );
    expect(describeControl(control('start'), place, t)).toBe('Start order, Total: Free, button, 3 of 11');
  });

  it("reads a dialog's text in full, without its controls, numbering the steps of a numbered list", () => {
    document.body.innerHTML = `<div role="dialog" id="dialog"><h2>Naloxone instructions</h2>
      <button aria-label="Close">x</button><p>Call 911.</p>
      <ol aria-label="Naloxone steps"><li><span aria-hidden="true">1</span><p>Call now.</p></li><li><p>Lay them down.</p></li></ol></div>`;
    const dialog = document.getElementById('dialog') as HTMLElement;
    expect(spokenTextOf(dialog, { isSkippingControls: true, t })).toBe(
      'Naloxone instructions, Call 911. Naloxone steps, Step 1, Call now. Step 2, Lay them down.',
    );
  });

  it('joins a screen title and what to do as sentences', () => {
    expect(joinSentences(['Choose a product', 'Select one.'])).toBe('Choose a product. Select one.');
  });

  it('knows what each kiosk screen says, the verification step by its workflow', () => {
    expect(speechScreenOf('products', '')).toBe('products');
    expect(speechScreenOf('workflowManager', '?workflow=authorization-age-authorization')).toBe('ageStep');
    expect(speechScreenOf('workflowManager', '?workflow=authorization-code-authorization')).toBe('codeStep');
    expect(speechScreenOf('workflowManager', '')).toBe('workflowManager');
    expect(speechScreenOf('stockManagement', '')).toBeUndefined();
  });

  it('steps the volume by tenths, never to silence', () => {
    expect(nextVolume(0.8, 1)).toBe(0.9);
    expect(nextVolume(1, 1)).toBe(1);
    expect(nextVolume(0.1, -1)).toBe(0.1);
  });
});
