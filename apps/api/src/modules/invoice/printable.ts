/// <reference path="./fontkit.d.ts" />
import * as fontkit from 'fontkit';
import { invoiceFonts } from './fonts.js';

/**
 * Scripts written right to left: DejaVu has glyphs for Hebrew and Arabic, but pdfkit lays
 * text out left to right without the bidirectional algorithm, so a name in them would print
 * with its letters in reverse order. Refused as the characters without a glyph are.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/**
 * Format characters (Unicode Cf): the bidi controls (U+202A-U+202E, U+2066-U+2069, U+200E,
 * U+200F) reorder what follows them ('Ana \u202eelif.exe' shows as 'Ana exe.file' in the page
 * and the e-mail), and the rest (joiners, soft hyphen, word joiner, BOM, tags) print as nothing.
 * A name or address in Latin, Greek or Cyrillic needs none of them (decision 074), so all are
 * refused, even those the fonts have a glyph for. So are the line and paragraph separators
 * (U+2028, U+2029): printed as nothing, a line break in some mail readers.
 */
const FORMAT = /[\p{Cf}\p{Zl}\p{Zp}]/u;

let faces: fontkit.Font[] | undefined;
const loadFaces = () => {
  const { regular, bold } = invoiceFonts();
  faces ??= [fontkit.create(regular), fontkit.create(bold)];
  return faces;
};

/** Printed by both faces: a field may move between the regular and the bold one. */
function isPrintable(character: string): boolean {
  if (RIGHT_TO_LEFT.test(character) || FORMAT.test(character)) return false;
  const codePoint = character.codePointAt(0) as number;
  return loadFaces().every((face) => face.hasGlyphForCodePoint(codePoint));
}

/**
 * The characters of `text` an invoice cannot print, each once, in the order they appear:
 * without them the PDF would show a blank where the character should be.
 */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) {
    if (!found.has(character) && !isPrintable(character)) found.add(character);
  }
  return [...found];
}

/**
 * How a message names a character: as itself when it can be seen, else as its code point
 * ('U+0009' for a tab, 'U+FE0F' for an emoji's variation selector).
 */
export function nameCharacter(character: string): string {
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character)) return character;
  const hex = (character.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
  return `U+${hex}`;
}
