import type { FastifyReply } from 'fastify';

/** A CSV export as a download: the file name for the browser, never cached (it holds plant data). */
export function sendCsvDownload(reply: FastifyReply, file: { filename: string; csv: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}

/** A generated PDF: `inline` opens in the browser (one record), `attachment` saves it (an audit pack). */
export function sendPdfDownload(
  reply: FastifyReply,
  file: { filename: string; pdf: Buffer },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);
}
