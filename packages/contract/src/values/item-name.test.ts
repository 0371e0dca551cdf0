import { describe, expect, it } from 'vitest';
import { itemName } from './item-name';

describe('itemName', () => {
  it('names an item "Product — option"', () => {
    expect(itemName('Pregnancy Test', 'Single test')).toBe('Pregnancy Test — Single test');
    expect(itemName('Condoms', 'Regular, 3-pack')).toBe('Condoms — Regular, 3-pack');
    expect(itemName(' Fentanyl Test Strips ', ' Pack of 5 ')).toBe('Fentanyl Test Strips — Pack of 5');
  });

  it('names it by the product alone when the option has no title of its own', () => {
    expect(itemName('First Aid Kit', '')).toBe('First Aid Kit');
    expect(itemName('First Aid Kit', 'first aid kit')).toBe('First Aid Kit');
    expect(itemName('', 'Kit')).toBe('Kit');
  });
});
