import { inflateSync } from 'node:zlib';

/**
 * What a PDF of pdfkit's prints, read back without a PDF library: each text operator's glyph
 * codes through its font's ToUnicode map. `missing` counts glyph code 0, the font's .notdef
 * (fontkit puts it first in every subset): a character printed as a blank box or nothing.
 */
export function readPdfText(bytes: Buffer): { text: string; missing: number } {
  const raw = bytes.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id, body] = match as unknown as [string, string, string];
    const streamAt = body.indexOf('stream\n');
    if (streamAt < 0) {
      objects.set(id, { dict: body, stream: null });
      continue;
    }
    const data = Buffer.from(body.slice(streamAt + 7, body.lastIndexOf('endstream')), 'latin1');
    const dict = body.slice(0, streamAt);
    const stream = dict.includes('/FlateDecode')
      ? inflateSync(data).toString('latin1')
      : data.toString('latin1');
    objects.set(id, { dict, stream });
  }

  const cmapOf = (fontId: string) => {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontId)?.dict ?? '')?.[1];
    return parseCmap(objects.get(toUnicode ?? '')?.stream ?? '');
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, id] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g) as Iterable<string[]>) {
      if (name && id && !fonts.has(name)) fonts.set(name, cmapOf(id));
    }
  }

  let text = '';
  let missing = 0;
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' Tf')) continue;
    let cmap = new Map<number, string>();
    for (const [token] of stream.matchAll(/\/F\d+ [\d.]+ Tf|\[[^\]]*\] TJ|<[0-9a-fA-F]*> Tj/g)) {
      if (token.endsWith('Tf')) {
        cmap = fonts.get(token.slice(1, token.indexOf(' '))) ?? new Map();
        continue;
      }
      for (const [, hex] of token.matchAll(/<([0-9a-fA-F]*)>/g) as Iterable<string[]>) {
        for (let at = 0; at + 4 <= (hex ?? '').length; at += 4) {
          const code = Number.parseInt((hex as string).slice(at, at + 4), 16);
          if (code === 0) missing += 1;
          text += cmap.get(code) ?? '\uFFFD';
        }
      }
      text += '\n';
    }
  }
  return { text, missing };
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g) as Iterable<string[]>) {
    for (const [, code, value] of (block ?? '').matchAll(/<(\w+)>\s*<(\w+)>/g) as Iterable<
      string[]
    >) {
      map.set(Number.parseInt(code as string, 16), utf16(value as string));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g) as Iterable<
    string[]
  >) {
    for (const [, from, to, values] of (block ?? '').matchAll(
      /<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)/g,
    ) as Iterable<string[]>) {
      const start = Number.parseInt(from as string, 16);
      const end = Number.parseInt(to as string, 16);
      const list = [...(values as string).matchAll(/<(\w+)>/g)].map((m) => m[1] as string);
      for (let code = start; code <= end; code += 1) {
        if ((values as string).startsWith('[')) {
          const value = list[code - start];
          if (value) map.set(code, utf16(value));
        } else {
          const base = Number.parseInt(list[0] as string, 16);
          map.set(code, String.fromCharCode(base + code - start));
        }
      }
    }
  }
  return map;
}
