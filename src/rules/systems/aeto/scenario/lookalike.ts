// Side letters are what tells the sides apart on a chit when colour cannot (colour must never be
// the only signal): two letters that look alike fail that. Latin "A" and Greek "Α" are different
// characters and look the same. A letter's skeleton is what it looks like: NFKC
// (full-width and styled forms), Greek and Cyrillic capitals and small letters that are drawn
// like Latin ones, digits drawn like letters, then upper case (on a small chit "c" and "C",
// "o" and "O" are told apart by size alone).

const LOOKS_LATIN: Record<string, string> = {
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  β: 'B',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  З: '3',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  а: 'a',
  в: 'B',
  е: 'e',
  к: 'k',
  м: 'M',
  н: 'H',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 'T',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  // Digits and letters drawn alike
  '0': 'O',
  '1': 'I',
  l: 'I',
  '|': 'I',
  '5': 'S',
  '8': 'B',
}

/** What a short label looks like, for telling look-alikes apart. */
export function lookalikeSkeleton(label: string): string {
  let out = ''
  for (const ch of label.normalize('NFKC')) out += LOOKS_LATIN[ch] ?? ch
  return out.toUpperCase()
}
