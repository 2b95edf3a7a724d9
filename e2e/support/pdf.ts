// The server suite's PDF reader (pdfjs-dist): the journeys read the PDFs the app hands out the same way.
export { pdfText } from '../../apps/server/src/test/pdf-text';
