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
  /** The document's header band: the plant's name over the document's title and number. */
  banner(plantName: string, title: string, reference: string): void;
  /** A table with a header row; columns share the width by `widths` (fractions that add up to 1). */
  table(
    columns: ReadonlyArray<{ header: string; width: number }>,
    rows: ReadonlyArray<ReadonlyArray<string>>,
  ): void;
  /** Label and value pairs as a two-column table. */
  facts(pairs: ReadonlyArray<readonly [string, string]>): void;
  /** Starts a new page (a new record of an audit pack). */
  newPage(): void;
  /** Starts a section on a new page under its heading; `save` lists it in the table of contents. */
  section(title: string): void;
  /**
   * The document's bytes. With `front`, a first page is put before the rest: its banner, its facts and the
   * contents (each section with the page it starts on). With `footer`, every page ends with the footer's
   * text and "Page n of N".
   */
  save(options?: {
    front?: {
      plantName: string;
      title: string;
      reference: string;
      facts: ReadonlyArray<readonly [string, string]>;
    };
    footer?: string;
  }): Promise<Buffer>;
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
  /** Each section's title and the index of the page it starts on, in order. */
  const sections: Array<{ title: string; pageIndex: number }> = [];
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
  const grey = rgb(0.55, 0.55, 0.55);
  const rule = (at: number) =>
    page.drawLine({
      start: { x: MARGIN, y: at },
      end: { x: MARGIN + width, y: at },
      thickness: 0.5,
      color: grey,
    });
  // One table row: each cell wrapped in its column, the row as tall as its tallest cell.
  const row = (cells: ReadonlyArray<string>, widths: number[], options: { bold?: boolean } = {}) => {
    const size = 9;
    const f = options.bold ? bold : font;
    // A cell's line breaks start new lines (a repair's fix over who made it); printable() would blank them.
    const wrapped = cells.map((cell, i) =>
      cell.split(/\r?\n/).flatMap((line) => wrap(printable(line), f, size, widths[i] - 8)),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.35 + 6;
    if (y - height < MARGIN) newPage();
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        page.drawText(line, {
          x: x + 4,
          y: y - 10 - n * size * 1.35,
          size,
          font: f,
          color: rgb(0.1, 0.1, 0.1),
        });
      });
      x += widths[i];
    });
    y -= height;
    rule(y + 2);
  };
  const table: PdfWriter['table'] = (columns, rows) => {
    const widths = columns.map((c) => c.width * width);
    row(
      columns.map((c) => c.header),
      widths,
      { bold: true },
    );
    for (const cells of rows) row(cells, widths);
    // Room for the next line's capitals above its baseline.
    y -= 12;
  };
  const heading: PdfWriter['heading'] = (text) => {
    y -= 8;
    write(text, { size: 12, bold: true });
    y -= 2;
  };
  const facts: PdfWriter['facts'] = (pairs) => {
    for (const [label, value] of pairs) row([label, value], [0.3 * width, 0.7 * width]);
    y -= 12;
  };
  const banner: PdfWriter['banner'] = (plantName, title, reference) => {
    const height = 58;
    if (y - height < MARGIN) newPage();
    page.drawRectangle({
      x: MARGIN,
      y: y - height,
      width,
      height,
      color: rgb(0.93, 0.95, 0.97),
      borderColor: grey,
      borderWidth: 0.5,
    });
    page.drawText(printable(plantName), { x: MARGIN + 10, y: y - 16, size: 10, font, color: grey });
    page.drawText(printable(title), { x: MARGIN + 10, y: y - 34, size: 15, font: bold });
    page.drawText(printable(reference), { x: MARGIN + 10, y: y - 50, size: 11, font: bold });
    y -= height + 12;
  };
  // The front page is drawn last, once every section's page is known, and put before the others; the
  // contents fit on it (a pack has a handful of sections).
  const writeFront = (front: NonNullable<Parameters<PdfWriter['save']>[0]>['front']) => {
    if (!front) return;
    page = doc.insertPage(0, A4);
    y = page.getHeight() - MARGIN;
    banner(front.plantName, front.title, front.reference);
    facts(front.facts);
    if (sections.length === 0) return;
    heading('Contents');
    table(
      [
        { header: 'Section', width: 0.85 },
        { header: 'Page', width: 0.15 },
      ],
      sections.map((s) => [s.title, String(s.pageIndex + 2)]),
    );
  };
  const writeFooters = (footer: string) => {
    const pages = doc.getPages();
    pages.forEach((p, i) => {
      const size = 8;
      const number = `Page ${i + 1} of ${pages.length}`;
      p.drawText(printable(footer), {
        x: MARGIN,
        y: MARGIN / 2,
        size,
        font,
        color: grey,
        maxWidth: width - 80,
      });
      p.drawText(number, {
        x: MARGIN + width - font.widthOfTextAtSize(number, size),
        y: MARGIN / 2,
        size,
        font,
        color: grey,
      });
    });
  };
  return {
    write,
    heading,
    banner,
    table,
    facts,
    newPage,
    section(title) {
      if (sections.length > 0 || y < page.getHeight() - MARGIN) newPage();
      sections.push({ title, pageIndex: doc.getPageCount() - 1 });
      heading(title);
    },
    async save(options = {}) {
      writeFront(options.front);
      if (options.footer) writeFooters(options.footer);
      return Buffer.from(await doc.save());
    },
  };
}
