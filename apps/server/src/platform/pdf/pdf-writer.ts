import type { PDFFont } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The standard fonts speak WinAnsi only: anything else is replaced rather than failing the document. */
export function printable(text: string): string {
  return text.replace(/[—–]/g, '-').replace(/[^\x20-\x7e\xa0-\xff£€]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface PdfWriter {
  /** Writes wrapped text, starting a new page when the current one is full. */
  write(text: string, options?: { size?: number; bold?: boolean; indent?: number }): void;
  heading(text: string): void;
  /** Starts a new page (a new record of an audit pack). */
  newPage(): void;
  save(): Promise<Buffer>;
}

/** A4 pages of flowing text with the standard Helvetica fonts: what certificates and audit packs need. */
export async function createPdfWriter(meta: {
  title: string;
  subject?: string;
  date: Date;
}): Promise<PdfWriter> {
  // Loaded with the first document, not at every start: pdf-lib is the largest library the server uses.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  if (meta.subject) doc.setSubject(meta.subject);
  doc.setProducer('Plantwise');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage(A4);
  let y = page.getHeight() - MARGIN;
  const width = page.getWidth() - 2 * MARGIN;
  const newPage = () => {
    page = doc.addPage(A4);
    y = page.getHeight() - MARGIN;
  };
  const write: PdfWriter['write'] = (text, options = {}) => {
    const size = options.size ?? 10;
    const f = options.bold ? bold : font;
    const indent = options.indent ?? 0;
    for (const line of wrap(printable(text), f, size, width - indent)) {
      if (y < MARGIN + size) newPage();
      page.drawText(line, { x: MARGIN + indent, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.4;
    }
  };
  return {
    write,
    heading(text) {
      y -= 6;
      write(text, { size: 12, bold: true });
    },
    newPage,
    save: async () => Buffer.from(await doc.save()),
  };
}
