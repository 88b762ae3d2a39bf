import { describe, expect, it } from 'vitest';
import { listOfPieces, missingPieces } from './missing-pieces.ts';

describe('missingPieces', () => {
  const all = { plateUsable: false, phoneBlocks: true, cardNeeded: true, cardComplete: false };

  it('names each missing piece in the order of the form', () => {
    expect(missingPieces(all)).toEqual(['plate', 'phone', 'card']);
    expect(missingPieces({ ...all, plateUsable: true })).toEqual(['phone', 'card']);
    expect(missingPieces({ ...all, phoneBlocks: false, cardComplete: true })).toEqual(['plate']);
  });

  it('asks for no card on a free rate, and for nothing once all is given', () => {
    expect(missingPieces({ ...all, cardNeeded: false })).toEqual(['plate', 'phone']);
    expect(
      missingPieces({
        plateUsable: true,
        phoneBlocks: false,
        cardNeeded: true,
        cardComplete: true,
      }),
    ).toEqual([]);
  });

  it('joins the names as each language does', () => {
    expect(listOfPieces(['license plate', 'card details'], 'en-US')).toBe(
      'license plate and card details',
    );
    expect(listOfPieces(['matrícula', 'teléfono móvil', 'datos de la tarjeta'], 'es-ES')).toBe(
      'matrícula, teléfono móvil y datos de la tarjeta',
    );
  });
});
