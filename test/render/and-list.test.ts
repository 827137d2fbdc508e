// Lists in a card's sentences: "prone", "prone and blind", "grappled, prone and blind".
import { describe, expect, it } from 'vitest';
import { andList } from '../../src/render/card-text';

describe('andList', () => {
  it.each([
    [[], ''],
    [['prone'], 'prone'],
    [['prone', 'blind'], 'prone and blind'],
    [['grappled', 'prone', 'blind'], 'grappled, prone and blind'],
  ])('%j reads %j', (items, said) => {
    expect(andList(items)).toBe(said);
  });
});
