import { RESIDENCE_CODE_MAX_ATTEMPTS } from '@portmarin/shared';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { TOWN_TIME_ZONE } from '../../lib/town-time.ts';

/** One letter: to whom, where, and the code it carries. */
export type ResidenceLetter = {
  /** The recipient as the envelope names them (FranceConnect's names, or the account's). */
  name: string;
  /** « 12 bis rue du Port ». */
  street: string;
  codePostal: string;
  commune: string;
  /** Grouped for reading: « K7MP-3XQA ». */
  code: string;
  codeExpiresAt: Date;
};

export type LetterSender = {
  /** « Mairie de Port-Marin ». */
  name: string;
  /** « 1 place de la Mairie, 56290 Port-Marin »: one line per comma. */
  address: string;
  phone: string;
  email: string;
  hours: string;
  townName: string;
  productName: string;
  /** The resident's verification page (« https://portmarin.fr/verification »). */
  verificationUrl: string;
};

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
const MARGIN = 20 * MM;
/** The window of a DL envelope with a right window (La Poste): its top-left corner on the folded page. */
const WINDOW = { left: 105 * MM, top: 50 * MM };
const NBSP = '\u00a0';

// The standard fonts encode WinAnsi only: the 0x80-0x9F characters it adds to Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const inWinAnsi = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/** Letters that carry their mark in their shape, so NFD does not split them. */
const UNMARKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/**
 * `text` as the standard fonts can draw it: the narrow no-break space becomes a no-break space,
 * a letter outside WinAnsi loses its accent (« Łukasz » → « Lukasz »), anything else becomes « ? ».
 */
export function toWinAnsi(text: string): string {
  return [...text.normalize('NFC').replace(/\u202f/g, NBSP)]
    .map((c) => {
      if (inWinAnsi(c)) return c;
      if (UNMARKED[c]) return UNMARKED[c];
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every(inWinAnsi) && bare.length > 0 ? bare : '?';
    })
    .join('');
}

const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TOWN_TIME_ZONE,
});

/** « 5 février 2027 », on the town's clock. */
export const frenchDate = (date: Date): string => longDate.format(date);

/** Lines of at most `width` points in `font` at `size`, broken at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

/** Draws `text` from `top` (mm from the page's top edge, its first baseline) and returns where the next line goes. */
function paragraph(
  page: PDFPage,
  text: string,
  at: { x: number; top: number; width: number; font: PDFFont; size: number; gap?: number },
): number {
  const leading = at.size * 1.35;
  let y = A4.height - at.top;
  for (const line of wrap(toWinAnsi(text), at.font, at.size, at.width)) {
    page.drawText(line, { x: at.x, y, size: at.size, font: at.font, color: rgb(0, 0, 0) });
    y -= leading;
  }
  return A4.height - y + (at.gap ?? 0);
}

function drawLetter(page: PDFPage, fonts: Fonts, letter: ResidenceLetter, sender: LetterSender, today: Date): void {
  const { regular, bold, mono } = fonts;
  const text = A4.width - 2 * MARGIN;

  // The town hall's return address, top left (outside the window).
  let top = MARGIN + 4;
  top = paragraph(page, sender.name, { x: MARGIN, top, width: 80 * MM, font: bold, size: 11 });
  for (const line of [...sender.address.split(/,\s*/), `Tél. : ${sender.phone}`, sender.email]) {
    top = paragraph(page, line, { x: MARGIN, top, width: 80 * MM, font: regular, size: 9 });
  }

  // The recipient, in the right window: name, street, then postcode and town in capitals (La Poste's norm).
  let inWindow = WINDOW.top;
  for (const line of [letter.name, letter.street, `${letter.codePostal} ${letter.commune.toUpperCase()}`]) {
    inWindow = paragraph(page, line, { x: WINDOW.left, top: inWindow, width: 85 * MM, font: regular, size: 11 });
  }

  top = 95 * MM;
  top = paragraph(page, `${sender.townName}, le ${frenchDate(today)}`, {
    x: WINDOW.left,
    top,
    width: 85 * MM,
    font: regular,
    size: 10,
    gap: 8 * MM,
  });
  top = paragraph(page, `Objet : votre code de vérification de domicile`, {
    x: MARGIN,
    top,
    width: text,
    font: bold,
    size: 11,
    gap: 6 * MM,
  });
  const body = { x: MARGIN, width: text, font: regular, size: 11, gap: 4 * MM };
  top = paragraph(page, 'Madame, Monsieur,', { ...body, top });
  top = paragraph(
    page,
    `Vous avez demandé à ${sender.productName} de vérifier votre domicile. Pour confirmer que vous habitez à l’adresse ci-dessus, connectez-vous à ${sender.productName}, ouvrez la page « Vérification » (${sender.verificationUrl}) et saisissez dans le champ « Code reçu par courrier » le code suivant :`,
    { ...body, top },
  );

  // The code, large and centred.
  const codeSize = 28;
  const codeWidth = mono.widthOfTextAtSize(letter.code, codeSize);
  page.drawText(letter.code, {
    x: (A4.width - codeWidth) / 2,
    y: A4.height - (top + 10 * MM),
    size: codeSize,
    font: mono,
    color: rgb(0, 0, 0),
  });
  top += 20 * MM;

  top = paragraph(
    page,
    `Ce code est valable jusqu’au ${frenchDate(letter.codeExpiresAt)} et ne sert qu’une fois. Après ${RESIDENCE_CODE_MAX_ATTEMPTS} essais erronés, il est bloqué : demandez alors un nouveau courrier dans l’application. Une fois le code saisi, vous êtes « Résident vérifié » pour deux ans.`,
    { ...body, top },
  );
  top = paragraph(
    page,
    `Vous pouvez aussi vous présenter à l’accueil de la mairie avec une pièce d’identité et un justificatif de domicile de moins de 3 mois (${sender.hours}).`,
    { ...body, top },
  );
  top = paragraph(page, 'Si vous n’avez rien demandé, ne saisissez pas ce code et prévenez la mairie.', {
    ...body,
    top,
  });
  paragraph(page, `La ${sender.name.charAt(0).toLowerCase()}${sender.name.slice(1)}`, {
    ...body,
    x: WINDOW.left,
    top: top + 4 * MM,
  });
}

/** One PDF, one A4 page per letter, for the town hall to print and post in DL window envelopes. */
export async function residenceLettersPdf(
  letters: readonly ResidenceLetter[],
  sender: LetterSender,
  today = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(`Courriers de vérification de domicile, ${frenchDate(today)}`));
  pdf.setAuthor(toWinAnsi(sender.name));
  pdf.setCreator(sender.productName);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.CourierBold),
  };
  for (const letter of letters) {
    drawLetter(pdf.addPage([A4.width, A4.height]), fonts, letter, sender, today);
  }
  return pdf.save();
}
